import { promisify } from "node:util";
import { gunzip, gunzipSync, gzipSync } from "node:zlib";
import { isStorableName } from "../store/files/stored-files";
import { type CollectionName, type Document, type DocumentCollection, type DocumentStore, DuplicateKeyError } from "../store/types";
import { BATCH_ROWS, breathe, slices } from "../store/batches";

/** Everything an author would miss: sessions are left out (they expire, and signing in again is cheap). */
export const BACKED_UP: CollectionName[] = ["posts", "postRevisions", "comments", "subscribers", "users", "settings"];
const FORMAT = "furrow-backup";
const VERSION = 1;

export interface BackupArchive {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  collections: Record<string, unknown[]>;
  uploads: { name: string; data: string }[];
}

export interface RestoreReport {
  collections: Record<string, number>;
  uploads: number;
}

export class NotEmptyError extends Error {}
export class InvalidArchiveError extends Error {}

// JSON has no dates; tagging them keeps createdAt a date after a round trip, on either engine.
const encode = (value: unknown): unknown => {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  return value;
};

const decode = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === "$date" && typeof entries[0][1] === "string") return new Date(entries[0][1]);
    return Object.fromEntries(entries.map(([key, inner]) => [key, decode(inner)]));
  }
  return value;
};

export async function createBackup(store: DocumentStore, now = new Date()): Promise<Buffer> {
  const collections: Record<string, unknown[]> = {};
  for (const name of BACKED_UP) collections[name] = (await store.collection(name).find({}, { sort: { _id: 1 } })).map(encode);
  const uploads: BackupArchive["uploads"] = [];
  for (const name of await store.files.list()) {
    const data = await store.files.read(name);
    if (data) uploads.push({ name, data: data.toString("base64") });
  }
  const archive: BackupArchive = { format: FORMAT, version: VERSION, createdAt: now.toISOString(), collections, uploads };
  return gzipSync(JSON.stringify(archive));
}

export function readArchive(bytes: Buffer): BackupArchive {
  let text: string;
  try {
    text = gunzipSync(bytes).toString("utf8");
  } catch {
    throw new InvalidArchiveError("This file is not a Furrow backup (it is not gzipped JSON)");
  }
  return parseArchive(text);
}

/** As readArchive, unpacking off the event loop (zlib's thread pool): a restore runs while the blog serves. */
async function readArchiveAsync(bytes: Buffer): Promise<BackupArchive> {
  let text: string;
  try {
    text = (await promisify(gunzip)(bytes)).toString("utf8");
  } catch {
    throw new InvalidArchiveError("This file is not a Furrow backup (it is not gzipped JSON)");
  }
  return parseArchive(text);
}

function parseArchive(text: string): BackupArchive {
  let archive: BackupArchive;
  try {
    archive = JSON.parse(text) as BackupArchive;
  } catch {
    throw new InvalidArchiveError("This file is not a Furrow backup (it is not gzipped JSON)");
  }
  if (archive?.format !== FORMAT || typeof archive.collections !== "object" || !Array.isArray(archive.uploads)) {
    throw new InvalidArchiveError("This file is not a Furrow backup");
  }
  if (archive.version > VERSION) throw new InvalidArchiveError(`This backup was made by a newer Furrow (format ${archive.version})`);
  return archive;
}

/** Empties a collection a batch at a time: one DELETE of every row would hold the event loop as long as it takes. */
async function deleteAllInBatches(collection: DocumentCollection<Document>): Promise<void> {
  for (;;) {
    const ids = (await collection.find({}, { projection: { _id: 1 }, limit: BATCH_ROWS })).map((document) => document._id);
    if (ids.length === 0) return;
    await collection.deleteMany({ _id: { $in: ids } });
    await breathe();
  }
}

/** Loads an archive into an empty store; `replace` empties a store that is not. */
export async function restoreBackup(store: DocumentStore, bytes: Buffer, { replace = false } = {}): Promise<RestoreReport> {
  const archive = await readArchiveAsync(bytes);
  const counts = await Promise.all(BACKED_UP.map((name) => store.collection(name).countDocuments({})));
  if (!replace && counts.some((count) => count > 0)) {
    throw new NotEmptyError("The store already holds data; restore into an empty DATA_DIR, or pass --replace to empty it first");
  }
  const report: RestoreReport = { collections: {}, uploads: 0 };
  for (const name of BACKED_UP) {
    const collection = store.collection<Document>(name);
    if (replace) await deleteAllInBatches(collection);
    const stored = archive.collections[name] ?? [];
    // A batch per transaction, with readers answered in between: a big archive does not stop the blog.
    for (const batch of slices(stored)) {
      const result = await collection.bulkWrite(batch.map((document) => ({ insertOne: { document: decode(document) as Document } })));
      if (result.duplicateCount > 0) throw new DuplicateKeyError(`The backup holds ${name} that are stored already`);
      await breathe();
    }
    report.collections[name] = stored.length;
  }
  for (const upload of archive.uploads) {
    if (!isStorableName(upload.name)) continue;
    await store.files.save(upload.name, Buffer.from(upload.data, "base64"));
    report.uploads += 1;
  }
  return report;
}
