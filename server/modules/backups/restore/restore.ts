import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DocumentStore } from "../../../store/types";
import { archiveSource, checkSource } from "../archive/read-archive";
import { assertEmptyOrReplacing, loadSource, type LoadOptions, type RestoreReport } from "./load-source";
import { SNAPSHOT_ARCHIVE, snapshotDatabaseIn } from "../snapshots/snapshot-layout";
import { openSnapshotSource } from "./snapshot-source";

/**
 * Restores an archive (format 1 or 2) into the store. Nothing is written until the whole archive
 * has been read and checked: a first pass streams through it keeping nothing (every line parsed,
 * gzip's checksum and the closing totals compared), a second pass writes. Reading twice costs
 * time, not memory, where holding what the first pass read until it checked out would cost memory
 * growing with the archive; and a truncated or corrupted file is found before anything changed.
 * A stream (an upload) is first spooled to a temporary file so it can be read twice.
 */
export async function restoreArchive(store: DocumentStore, source: Readable | string, options: LoadOptions = {}): Promise<RestoreReport> {
  if (typeof source !== "string") {
    const dir = await mkdtemp(join(tmpdir(), "furrow-restore-"));
    try {
      const path = join(dir, "archive");
      await pipeline(source, createWriteStream(path));
      return await restoreArchive(store, path, options);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  await assertEmptyOrReplacing(store, options);
  await checkSource(await archiveSource(source));
  return loadSource(store, await archiveSource(source), options);
}

/** Restores a snapshot folder (a SQLite copy and its uploads) into the store, of either engine. */
export async function restoreSnapshot(store: DocumentStore, folder: string, options: LoadOptions = {}): Promise<RestoreReport> {
  await assertEmptyOrReplacing(store, options);
  const snapshot = await openSnapshotSource(folder);
  try {
    return await loadSource(store, snapshot.source(), options);
  } finally {
    await snapshot.close();
  }
}

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/**
 * `npm run restore -- <x>`: a file is an archive; a folder is a snapshot, whose store is either a
 * SQLite copy or, for any other engine (MongoDB), the portable archive.
 */
export async function restoreFrom(store: DocumentStore, path: string, options: LoadOptions = {}): Promise<RestoreReport> {
  if (!(await stat(path)).isDirectory()) return restoreArchive(store, path, options);
  const archive = join(path, SNAPSHOT_ARCHIVE);
  if (!(await snapshotDatabaseIn(path)) && (await isFile(archive))) return restoreArchive(store, archive, options);
  return restoreSnapshot(store, path, options);
}
