import type { Document, DocumentStore } from "../../../store/types";
import { breathe } from "../../../store/batches";
import { documentJson } from "./archive-format";
import { KEPT_COLLECTIONS, LEASED_COLLECTIONS, withoutLeases, type KeptCollection } from "./kept-collections";

/**
 * Where a restore reads from, whatever it is (a streamed archive, an old format 1 archive, a
 * snapshot's database, a live store being archived): its parts in order, documents a batch at a
 * time and each upload as a stream. One ordered sequence rather than one iterable per collection,
 * because a tar archive can only be read front to back.
 */
export type BackupPart =
  | { kind: "documents"; collection: KeptCollection; documents: Document[] }
  | { kind: "upload"; name: string; size: number; content: AsyncIterable<Buffer> };

export type BackupSource = AsyncIterable<BackupPart>;

/**
 * Documents read per batch for an archive: fewer than the store's write batches, because a post
 * is some 20 KB and each batch read, encoded and written is garbage the heap holds until it is
 * collected; measured with bench/backup.bench.ts, 500 posts a batch grew the process by ~250 MB,
 * 50 by ~60 MB.
 */
const ARCHIVE_READ_ROWS = 50;

/**
 * A collection read in batches by _id, `read` given the last _id of the batch before (null at
 * first): each read is one indexed range, never the whole collection, and the event loop is
 * given back between batches.
 */
async function* inBatches<T extends { _id: string }>(read: (after: string | null) => Promise<T[]>): AsyncIterable<T[]> {
  for (let batch = await read(null); batch.length > 0; batch = await read(batch.at(-1)!._id)) {
    yield batch;
    await breathe();
  }
}

/** A collection's next batch of documents by _id after `after` (from its first when null): one indexed range. */
const documentsAfter = (store: DocumentStore, collection: KeptCollection, after: string | null) =>
  store
    .collection<Document>(collection)
    .find(after === null ? {} : { _id: { $gt: after } }, { sort: { _id: 1 }, limit: ARCHIVE_READ_ROWS });

/** A store's kept collections, a batch of documents at a time. */
async function* storeDocuments(
  store: DocumentStore,
  collections: readonly KeptCollection[] = KEPT_COLLECTIONS,
): AsyncIterable<BackupPart & { kind: "documents" }> {
  for (const collection of collections) {
    const read = (after: string | null) => documentsAfter(store, collection, after);
    for await (const batch of inBatches(read)) yield { kind: "documents", collection, documents: batch.map(withoutLeases) };
  }
}

/** A document's archive line without its line break, and its _id for the next batch's read. */
export interface DocumentJson {
  _id: string;
  json: string;
}

/** A collection's next batch as archive lines, read after the document `after` (null at first); empty once it is all read. */
export type JsonBatches = (after: string | null) => Promise<DocumentJson[]>;

/**
 * Documents a batch of archive lines holds from the stored JSON text: each is read, made bytes
 * and dropped before the next batch is read (write-archive.ts), so the fewer, the less is alive
 * when V8 collects its young generation. Four posts are some 80 KB.
 */
const ARCHIVE_JSON_ROWS = 4;

/**
 * A collection's documents as the archive's lines, a batch at a time. From the stored JSON text
 * where the engine offers it, a post is read as one string and passed on as it is; parsed and
 * encoded again, each made some three times its size in garbage, which grew V8's heap by ~20 MB on
 * bench/backup.bench.ts's 10,000 posts. Documents with leases to let go are read as documents.
 * A function, not a generator: a generator suspended at its yield would keep its batch alive
 * while the archive waits for gzip.
 */
export function jsonBatches(store: DocumentStore, collection: KeptCollection): JsonBatches {
  if (!store.documentsAsJson || LEASED_COLLECTIONS.includes(collection)) {
    return async (after) => {
      const documents = await documentsAfter(store, collection, after);
      return documents.map((document) => ({ _id: document._id, json: documentJson(withoutLeases(document)) }));
    };
  }
  const asJson = store.documentsAsJson.bind(store);
  return (after) => asJson(collection, after, ARCHIVE_JSON_ROWS);
}

/** A store's kept collections (storeDocuments), then its uploads one by one. */
export async function* storeSource(store: DocumentStore, collections: readonly KeptCollection[] = KEPT_COLLECTIONS): BackupSource {
  yield* storeDocuments(store, collections);
  for (const name of await store.files.list()) {
    // Deleted since the list was read: nothing to keep.
    const file = await store.files.stream(name);
    if (file) yield { kind: "upload", name, ...file };
  }
}
