import type { Document, DocumentStore } from "../store/types";
import { breathe } from "../store/batches";
import { KEPT_COLLECTIONS, withoutLeases, type KeptCollection } from "./kept-collections";

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
export const ARCHIVE_READ_ROWS = 50;

/** A store's kept collections in batches by _id (each read is one indexed range, never the whole collection), the event loop given back between batches. */
export async function* storeDocuments(store: DocumentStore, collections: readonly KeptCollection[] = KEPT_COLLECTIONS): AsyncIterable<BackupPart & { kind: "documents" }> {
  for (const collection of collections) {
    let after: string | null = null;
    for (;;) {
      const filter: Record<string, unknown> = after === null ? {} : { _id: { $gt: after } };
      const batch = await store.collection<Document>(collection).find(filter, { sort: { _id: 1 }, limit: ARCHIVE_READ_ROWS });
      if (batch.length === 0) break;
      yield { kind: "documents", collection, documents: batch.map(withoutLeases) };
      after = batch.at(-1)!._id;
      await breathe();
    }
  }
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
