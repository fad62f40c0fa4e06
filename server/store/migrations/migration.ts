import { BATCH_ROWS, breathe } from "../batches";
import type { Document, DocumentCollection, DocumentStore, Filter, Update } from "../types";

/**
 * One upgrade of records an earlier release wrote, numbered by its place in MIGRATIONS. It goes
 * through the store's interface, so it runs on either engine. It finds the old shape by a filter
 * and leaves the new one alone: run again on upgraded data (two processes starting together, a
 * restore of a backup of unknown age) it changes nothing.
 */
export interface Migration {
  /** What it upgrades, said in the log. */
  name: string;
  up(store: DocumentStore): Promise<void>;
}

/**
 * Rewrites every document matching `filter`, a batch at a time with the event loop free between
 * batches. `updateOf` must make a document stop matching, or this never ends.
 */
export async function rewriteMatching<T extends Document>(
  collection: DocumentCollection<T>,
  filter: Filter,
  updateOf: (document: T) => Update,
): Promise<void> {
  for (;;) {
    const batch = (await collection.find(filter, { limit: BATCH_ROWS })) as T[];
    if (batch.length === 0) return;
    await collection.bulkWrite(batch.map((document) => ({ updateOne: { filter: { _id: document._id }, update: updateOf(document) } })));
    await breathe();
  }
}
