import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Pack } from "tar-stream";
import { loadTar } from "../archive/load-tar";
import { SNAPSHOT_ARCHIVE } from "./snapshot-layout";

/** Every file under `folder`, as paths relative to it, sorted so the same snapshot always packs the same. */
async function filesUnder(folder: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of (await readdir(join(folder, prefix), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Adds the files one after the other, each streamed from disk into its entry. */
async function packFiles(pack: Pack, folder: string, top: string): Promise<void> {
  for (const path of await filesUnder(folder)) {
    const file = join(folder, path);
    const { size, mtime } = await stat(file);
    await pipeline(createReadStream(file), pack.entry({ name: `${top}/${path}`, size, mtime, mode: 0o644 }));
  }
  pack.finalize();
}

/**
 * The snapshot as one file, streamed: an archive snapshot is its archive; a SQLite one is its
 * folder as a tar.gz (furrow.db, uploads/, snapshot.json under one folder named by its id),
 * which, unpacked, is a snapshot folder the restore reads.
 */
export async function writeSnapshotDownload(folder: string, id: string, kind: "sqlite" | "archive", output: Writable): Promise<void> {
  if (kind === "archive") return pipeline(createReadStream(join(folder, SNAPSHOT_ARCHIVE)), output);
  const pack = (await loadTar()).pack();
  const packing = packFiles(pack, folder, id).catch((error: unknown) => {
    pack.destroy(error as Error);
    throw error;
  });
  await Promise.all([packing, pipeline(pack, createGzip(), output)]);
}

export const downloadName = (id: string) => `furrow-snapshot-${id}.tar.gz`;
