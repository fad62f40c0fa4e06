import { COLLECTION_NAMES, type DocumentStore } from "./types";
import { SqliteStore } from "./sqlite/sqlite-store";
import { importNedbFolder, type NedbImport } from "./nedb-import/import-nedb-folder";
import { ensureIndexes } from "./indexes";
import { readEngineChoice, redactUri } from "./engine-choice";
import { migrateStore } from "./migrations/schema-version";

export interface StoreOptions {
  dataDir: string;
  mongodbUri?: string;
  mongodbDb?: string;
  /** Told once when an old NeDB data folder was imported into SQLite on this start. */
  onNedbImport?: (result: NedbImport) => void;
  /** Told the migrations run on this open, when any did (data written by an earlier release). */
  onMigrated?: (migrations: string[]) => void;
  /**
   * Run on the engine once it is open, before anything is written to it (the NeDB import): where
   * the app sets up what a module keeps beside a collection, such as the posts' search.
   */
  setUp?: (engine: DocumentStore) => Promise<unknown>;
  /** The embedded engine commits the writes asked for in one turn together (see sqlite/group-commit.ts); false commits each alone. */
  groupCommit?: boolean;
  /** A group commit waits for the disk off the server's thread (see sqlite/wal-flush.ts); false waits inside COMMIT. */
  flushOffThread?: boolean;
}

/**
 * MongoDB when MONGODB_URI is set; else the database the admin connected earlier (remembered in
 * DATA_DIR/engine.json); else the embedded engine, SQLite, under DATA_DIR (importing an old NeDB
 * data folder first, when there is one). Either way the data is brought up to this release
 * (see migrateStore) before the store is handed out.
 */
export async function openStore(options: StoreOptions): Promise<DocumentStore> {
  const remembered = options.mongodbUri ? null : await readEngineChoice(options.dataDir);
  const uri = options.mongodbUri ?? remembered?.uri;
  if (uri) {
    let store: DocumentStore;
    try {
      const { MongoStore } = await import("./mongo/mongo-store");
      store = await MongoStore.open(uri, options.mongodbUri ? options.mongodbDb : remembered?.dbName);
    } catch (error) {
      const hint = remembered ? ` (remembered in ${options.dataDir}/engine.json; delete that file to go back to the embedded store)` : "";
      throw new Error(`Could not reach MongoDB at ${redactUri(uri)}${hint}: ${error instanceof Error ? error.message : error}`);
    }
    try {
      await ensureIndexes(store);
      await options.setUp?.(store);
      await migrate(store, options);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const sqlite = await SqliteStore.open(options.dataDir, COLLECTION_NAMES, {
    groupCommit: options.groupCommit,
    flushOffThread: options.flushOffThread,
  });
  try {
    await ensureIndexes(sqlite);
    await options.setUp?.(sqlite);
    const imported = await importNedbFolder(options.dataDir, sqlite);
    if (imported) options.onNedbImport?.(imported);
    // After the import: a NeDB folder holds data of the release before SQLite.
    await migrate(sqlite, options);
  } catch (error) {
    await sqlite.close();
    throw error;
  }
  return sqlite;
}

async function migrate(store: DocumentStore, options: StoreOptions): Promise<void> {
  const ran = await migrateStore(store);
  if (ran.length > 0) options.onMigrated?.(ran);
}
