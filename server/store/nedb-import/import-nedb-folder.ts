import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import type { CollectionName, Document } from "../types";
import { encodeDocument } from "../sqlite/document-codec";
import type { SqliteStore } from "../sqlite/sqlite-store";
import { nedbCollectionsIn, nedbFile, readNedbFile } from "./read-nedb-folder";

export interface NedbImport {
  documents: number;
  /** Where the old files now are. */
  keptIn: string;
}

/** Every document of every collection, in id order, as one hash: equal hashes mean equal content. */
async function contentHash(
  names: readonly CollectionName[],
  documentsOf: (name: CollectionName) => Promise<Document[]>,
): Promise<{ hash: string; counts: Record<string, number> }> {
  const hash = createHash("sha256");
  const counts: Record<string, number> = {};
  for (const name of names) {
    const documents = await documentsOf(name);
    counts[name] = documents.length;
    for (const document of documents) hash.update(`${name}\n${encodeDocument(sortedKeys(document) as object)}\n`);
  }
  return { hash: hash.digest("hex"), counts };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A data folder from before SQLite holds one NeDB file per collection. On the first start after
 * the change they are copied into the SQLite store, checked (counts and a hash of every
 * document), and moved aside into a dated folder, so nothing is lost and nothing is asked.
 * Returns null when there is nothing to import. If the check fails, the old files stay where they
 * are and the start stops with the reason; the next start tries again from scratch.
 */
export async function importNedbFolder(dataDir: string, target: SqliteStore, now = new Date()): Promise<NedbImport | null> {
  const present = nedbCollectionsIn(dataDir);
  if (present.length === 0) return null;

  const read = new Map<CollectionName, Document[]>();
  for (const name of present) {
    const documents = await readNedbFile(dataDir, name);
    read.set(name, documents);
    target.replaceAll(name, documents);
  }
  const inTarget = (name: CollectionName) => target.collection<Document>(name).find({}, { sort: { _id: 1 } });
  const [before, after] = await Promise.all([contentHash(present, async (name) => read.get(name)!), contentHash(present, inTarget)]);
  if (before.hash !== after.hash) {
    throw new Error(
      `The import of the old NeDB files in ${dataDir} could not be verified (counts before ${JSON.stringify(before.counts)}, after ${JSON.stringify(after.counts)}); they were left in place`,
    );
  }

  let keptIn = join(dataDir, `nedb-before-sqlite-${now.toISOString().slice(0, 10)}`);
  for (let n = 2; existsSync(keptIn); n++) keptIn = join(dataDir, `nedb-before-sqlite-${now.toISOString().slice(0, 10)}-${n}`);
  await mkdir(keptIn, { recursive: true });
  for (const name of present) await rename(nedbFile(dataDir, name), join(keptIn, `${name}.db`));
  const documents = (await contentHash(present, inTarget)).counts;
  return { documents: Object.values(documents).reduce((sum, count) => sum + count, 0), keptIn };
}
