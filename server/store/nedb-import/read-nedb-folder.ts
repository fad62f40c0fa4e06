import { existsSync } from "node:fs";
import { join } from "node:path";
import { COLLECTION_NAMES, type CollectionName, type Document } from "../types";

/** Where the release before SQLite kept a collection: one NeDB file per collection under DATA_DIR. */
export const nedbFile = (dataDir: string, name: CollectionName) => join(dataDir, `${name}.db`);

/** The collections an old data folder holds a file for. */
export const nedbCollectionsIn = (dataDir: string): CollectionName[] =>
  COLLECTION_NAMES.filter((name) => existsSync(nedbFile(dataDir, name)));

/**
 * Every document of one old NeDB file, in id order, as the old engine returned them (dates as
 * Date objects). Open only files that are there: NeDB would create an empty file for any other
 * name, and an empty file found on the next start would be imported over everything written since.
 */
export async function readNedbFile(dataDir: string, name: CollectionName): Promise<Document[]> {
  // Loaded only when an old folder is met: every other start would pay for it.
  const { default: Datastore } = await import("@seald-io/nedb");
  const file = new Datastore<Document>({ filename: nedbFile(dataDir, name) });
  await file.loadDatabaseAsync();
  return await file.findAsync({}).sort({ _id: 1 });
}
