import { COLLECTION_NAMES, type DocumentStore } from "./types";
import { EmbeddedStore } from "./embedded/embedded-store";
import { MongoStore } from "./mongo/mongo-store";
import { ensureIndexes } from "./indexes";

export interface StoreOptions {
  dataDir: string;
  mongodbUri?: string;
  mongodbDb?: string;
}

/** MongoDB when a URI is configured, otherwise the embedded engine under DATA_DIR. */
export async function openStore(options: StoreOptions): Promise<DocumentStore> {
  const store = options.mongodbUri
    ? await MongoStore.open(options.mongodbUri, options.mongodbDb)
    : await EmbeddedStore.open(options.dataDir, COLLECTION_NAMES);
  await ensureIndexes(store);
  return store;
}
