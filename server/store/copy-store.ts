import { COLLECTION_NAMES, type CollectionName, type Document, type DocumentStore } from "./types";
import { BATCH_ROWS as BATCH, breathe } from "./batches";

export interface CopyReport {
  collection: CollectionName;
  copied: number;
}

/**
 * Copies every document of every collection from `source` into `target` by `_id` (an upsert, so a
 * retry after a failure is safe), then checks that each copied id is present in the target.
 */
export async function copyAllCollections(source: DocumentStore, target: DocumentStore): Promise<CopyReport[]> {
  const reports: CopyReport[] = [];
  for (const name of COLLECTION_NAMES) {
    const from = source.collection<Document>(name);
    const to = target.collection<Document>(name);
    const total = await from.countDocuments({});
    const ids: string[] = [];
    for (let skip = 0; skip < total; skip += BATCH) {
      const page = await from.find({}, { sort: { _id: 1 }, skip, limit: BATCH });
      await to.bulkWrite(page.map(({ _id, ...fields }) => ({ updateOne: { filter: { _id }, update: { $set: fields }, upsert: true } })));
      ids.push(...page.map((document) => document._id));
      await breathe();
    }
    const present = ids.length ? await to.countDocuments({ _id: { $in: ids } }) : 0;
    if (present !== total || ids.length !== total) {
      throw new Error(`Copy of "${name}" could not be verified: ${total} documents in the source, ${present} found in the target`);
    }
    reports.push({ collection: name, copied: total });
  }
  return reports;
}

/**
 * Copies every uploaded file from `source` to `target` (saving a name again replaces it, so a
 * retry is safe), then checks that the target lists each one. Returns how many were copied.
 */
export async function copyAllFiles(source: DocumentStore, target: DocumentStore): Promise<number> {
  const names = await source.files.list();
  for (const name of names) {
    const data = await source.files.read(name);
    if (data) await target.files.save(name, data);
  }
  const present = new Set(await target.files.list());
  const missing = names.filter((name) => !present.has(name));
  if (missing.length > 0)
    throw new Error(`Copy of the uploads could not be verified: ${missing.length} of ${names.length} files missing in the target`);
  return names.length;
}
