import { mkdir } from "node:fs/promises";
import Datastore from "@seald-io/nedb";
import { nedbFile } from "../store/nedb-import/read-nedb-folder";
import type { CollectionName, Document } from "../store/types";

/**
 * A data folder as the release before SQLite left it: one NeDB file for each of `names`, written
 * by NeDB itself, for tests of the import. Closing leaves each file one clean line per document,
 * as the old engine did.
 */
export async function oldNedbFolder(dataDir: string, names: readonly CollectionName[]) {
  await mkdir(dataDir, { recursive: true });
  const files = new Map<CollectionName, Datastore<Document>>();
  for (const name of names) {
    const file = new Datastore<Document>({ filename: nedbFile(dataDir, name) });
    await file.loadDatabaseAsync();
    files.set(name, file);
  }
  const fileOf = (name: CollectionName) => {
    const file = files.get(name);
    if (!file) throw new Error(`No NeDB file "${name}" in this folder`);
    return file;
  };
  return {
    collection: <T extends Document>(name: CollectionName) => ({
      async insertOne(document: T): Promise<void> {
        await fileOf(name).insertAsync(document);
      },
    }),
    async close(): Promise<void> {
      for (const file of files.values()) await file.compactDatafileAsync();
    },
  };
}
