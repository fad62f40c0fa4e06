import { breathe, BATCH_ROWS } from "../../../store/batches";
import { migrateRestored } from "../../../store/migrations/schema-version";
import { type Document, type DocumentCollection, type DocumentStore, DuplicateKeyError } from "../../../store/types";
import type { BackupSource } from "../archive/backup-source";
import { KEPT_COLLECTIONS, withoutLeases } from "../archive/kept-collections";
import { NotEmptyError } from "../archive/archive-format";

export interface RestoreReport {
  collections: Record<string, number>;
  uploads: number;
}

export interface LoadOptions {
  /** Empties the kept collections of a store that holds data, rather than refusing it. */
  replace?: boolean;
  /** Run once the restore is sure to go ahead, before anything is replaced: where a snapshot of what is replaced is taken. */
  beforeReplace?: () => Promise<void>;
}

/** Refuses a store that holds data unless the restore is to replace it; changes nothing. */
export async function assertEmptyOrReplacing(store: DocumentStore, { replace = false }: LoadOptions): Promise<boolean> {
  const counts = await Promise.all(KEPT_COLLECTIONS.map((name) => store.collection(name).countDocuments({})));
  const holdsData = counts.some((count) => count > 0);
  if (holdsData && !replace)
    throw new NotEmptyError("The store already holds data; restore into an empty DATA_DIR, or pass --replace to empty it first");
  return holdsData;
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

async function bytesOf(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The one writer every restore goes through, whatever the source (an archive of either format, a
 * snapshot's database): each batch in its own transaction with readers answered in between, so a
 * big restore does not stop the blog. The source must have been checked already.
 */
export async function loadSource(store: DocumentStore, source: BackupSource, options: LoadOptions = {}): Promise<RestoreReport> {
  if (await assertEmptyOrReplacing(store, options)) {
    await options.beforeReplace?.();
    for (const name of KEPT_COLLECTIONS) await deleteAllInBatches(store.collection<Document>(name));
  }
  const report: RestoreReport = { collections: Object.fromEntries(KEPT_COLLECTIONS.map((name) => [name, 0])), uploads: 0 };
  for await (const part of source) {
    if (part.kind === "upload") {
      await store.files.save(part.name, await bytesOf(part.content));
      report.uploads += 1;
      continue;
    }
    const result = await store
      .collection<Document>(part.collection)
      .bulkWrite(part.documents.map((document) => ({ insertOne: { document: withoutLeases(document) } })));
    if (result.duplicateCount > 0) throw new DuplicateKeyError(`The backup holds ${part.collection} that are stored already`);
    report.collections[part.collection] += part.documents.length;
    await breathe();
  }
  // The backup may come from an earlier release: what it holds in an old shape is upgraded.
  await migrateRestored(store);
  return report;
}
