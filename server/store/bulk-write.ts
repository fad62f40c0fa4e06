import { type BulkOperation, type BulkWriteResult, type Document, type DocumentCollection, DuplicateKeyError } from "./types";

export const emptyBulkResult = (): BulkWriteResult => ({ insertedCount: 0, matchedCount: 0, upsertedCount: 0, deletedCount: 0, duplicateCount: 0 });

type SingleWrites<T extends Document> = Pick<DocumentCollection<T>, "insertOne" | "updateOne" | "deleteOne">;

/**
 * A batch as separate writes, for an engine with no batch of its own (the NeDB reader kept for
 * imports). The results count the same as a real batch's.
 */
export async function bulkWriteOneByOne<T extends Document>(collection: SingleWrites<T>, operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
  const result = emptyBulkResult();
  for (const operation of operations) {
    try {
      if ("insertOne" in operation) {
        await collection.insertOne(operation.insertOne.document);
        result.insertedCount++;
      } else if ("updateOne" in operation) {
        const { filter, update, upsert } = operation.updateOne;
        const outcome = await collection.updateOne(filter, update, { upsert });
        result.matchedCount += outcome.matchedCount;
        if (outcome.upserted) result.upsertedCount++;
      } else {
        result.deletedCount += await collection.deleteOne(operation.deleteOne.filter);
      }
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      result.duplicateCount++;
    }
  }
  return result;
}
