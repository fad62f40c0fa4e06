import { COLLECTION_NAMES, type DocumentStore } from "./types";
import { EmbeddedStore } from "./embedded/embedded-store";
import { MongoStore } from "./mongo/mongo-store";
import { ensureIndexes } from "./indexes";
import { readEngineChoice, redactUri } from "./engine-choice";

export interface StoreOptions {
  dataDir: string;
  mongodbUri?: string;
  mongodbDb?: string;
}

/**
 * MongoDB when MONGODB_URI is set; else the database the admin connected earlier (remembered in
 * DATA_DIR/engine.json); else the embedded engine under DATA_DIR.
 */
export async function openStore(options: StoreOptions): Promise<DocumentStore> {
  const remembered = options.mongodbUri ? null : await readEngineChoice(options.dataDir);
  const uri = options.mongodbUri ?? remembered?.uri;
  let store: DocumentStore;
  if (uri) {
    try {
      store = await MongoStore.open(uri, options.mongodbUri ? options.mongodbDb : remembered?.dbName);
    } catch (error) {
      const hint = remembered ? ` (remembered in ${options.dataDir}/engine.json; delete that file to go back to the embedded store)` : "";
      throw new Error(`Could not reach MongoDB at ${redactUri(uri)}${hint}: ${error instanceof Error ? error.message : error}`);
    }
  } else {
    store = await EmbeddedStore.open(options.dataDir, COLLECTION_NAMES);
  }
  await ensureIndexes(store);
  return store;
}
