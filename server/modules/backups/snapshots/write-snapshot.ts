import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Snapshot, SnapshotCheck } from "../../../../shared/schemas/backups";
import { KEPT_COLLECTIONS } from "../archive/kept-collections";
import { archiveSource, checkSource } from "../archive/read-archive";
import { writeArchive } from "../archive/write-archive";
import type { StoredFiles } from "../../../store/files/stored-files";
import type { DocumentStore } from "../../../store/types";
import { SNAPSHOT_ARCHIVE, SNAPSHOT_DATABASE, SNAPSHOT_UPLOADS, snapshotDatabaseIn } from "./snapshot-layout";
import { type Counts, liveCounts, readSqliteCopy, snapshotCheck, uploadsIn } from "./verify-snapshot";

export interface WrittenSnapshot {
  kind: "sqlite" | "archive";
  check: SnapshotCheck;
}

/**
 * One file at a time with async calls, so readers go on meanwhile: copied disk to disk where the
 * files are on disk (no bytes held: a thousand images read into buffers grew the server by tens
 * of MB before the collector caught up), else read and written.
 */
async function copyUploads(files: StoredFiles, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const name of await files.list()) {
    if (files.copyTo) {
      await files.copyTo(name, join(target, name));
      continue;
    }
    const data = await files.read(name);
    if (data) await writeFile(join(target, name), data);
  }
}

/** Checks a SQLite snapshot folder against the store's counts taken around the moment it was copied. */
async function checkSqliteSnapshot(folder: string, before: Counts, after: Counts, now: Date): Promise<SnapshotCheck> {
  try {
    const copy = await readSqliteCopy(
      (await snapshotDatabaseIn(folder)) ?? join(folder, SNAPSHOT_DATABASE),
      Object.keys(before.collections),
    );
    return snapshotCheck(
      now,
      { collections: copy.collections, uploads: await uploadsIn(join(folder, SNAPSHOT_UPLOADS)) },
      before,
      after,
      copy.integrity,
    );
  } catch (error) {
    return snapshotCheck(now, error instanceof Error ? error : new Error(String(error)), before, after);
  }
}

async function checkArchiveSnapshot(folder: string, before: Counts, after: Counts, now: Date): Promise<SnapshotCheck> {
  try {
    // Read back whole, streamed as a restore reads it: a damaged or cut-short archive throws.
    return snapshotCheck(now, await checkSource(await archiveSource(join(folder, SNAPSHOT_ARCHIVE))), before, after);
  } catch (error) {
    return snapshotCheck(now, error instanceof Error ? error : new Error(String(error)), before, after);
  }
}

/**
 * SQLite: the database copied by the engine's online backup, then the uploads beside it (after
 * the database, so every upload a copied post names is there), then checked.
 */
async function writeSqliteSnapshot(
  store: DocumentStore,
  snapshotTo: NonNullable<DocumentStore["snapshotTo"]>,
  folder: string,
  now: () => Date,
): Promise<WrittenSnapshot> {
  const before = await liveCounts(store);
  await snapshotTo(join(folder, SNAPSHOT_DATABASE));
  await copyUploads(store.files, join(folder, SNAPSHOT_UPLOADS));
  const after = await liveCounts(store);
  return { kind: "sqlite", check: await checkSqliteSnapshot(folder, before, after, now()) };
}

/** Any other engine (MongoDB): the portable archive, checked by reading it back. */
async function writeArchiveSnapshot(store: DocumentStore, folder: string, now: () => Date): Promise<WrittenSnapshot> {
  const before = await liveCounts(store, KEPT_COLLECTIONS);
  await writeArchive(store, createWriteStream(join(folder, SNAPSHOT_ARCHIVE)), { now: now() });
  const after = await liveCounts(store, KEPT_COLLECTIONS);
  return { kind: "archive", check: await checkArchiveSnapshot(folder, before, after, now()) };
}

/** Writes the store's snapshot into `folder` (which exists and is empty) and checks it. */
export function writeSnapshot(store: DocumentStore, folder: string, now: () => Date): Promise<WrittenSnapshot> {
  // Bound: the engine's method needs its own `this` (the store a command line opens is the engine itself).
  const snapshotTo = store.snapshotTo?.bind(store);
  return snapshotTo ? writeSqliteSnapshot(store, snapshotTo, folder, now) : writeArchiveSnapshot(store, folder, now);
}

/**
 * Checks a snapshot again (its disk may have failed since): it must still open, pass its integrity
 * check and hold what it held when written, the counts its first check recorded.
 */
export async function recheckSnapshot(folder: string, snapshot: Snapshot, now: Date): Promise<SnapshotCheck> {
  const recorded: Counts = { collections: snapshot.check?.counts ?? {}, uploads: snapshot.check?.uploads ?? 0 };
  const check = snapshot.kind === "sqlite" ? checkSqliteSnapshot : checkArchiveSnapshot;
  return check(folder, recorded, recorded, now);
}
