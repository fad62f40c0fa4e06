import { type Document, type DocumentCollection, DuplicateKeyError } from "./types";

/**
 * Inserts the document unless a unique key (its _id or a unique index) already holds it: true
 * when this call inserted it. A concurrent repeat, from this process or another, is a no-op.
 */
export async function insertOnce<T extends Document>(collection: DocumentCollection<T>, doc: T): Promise<boolean> {
  try {
    await collection.insertOne(doc);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
