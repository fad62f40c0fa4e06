import { COLLECTION_NAMES, type Document, type DocumentStore, DuplicateKeyError } from "../types";
import { MIGRATIONS } from "./index";
import type { Migration } from "./migration";

/** The one document of the `meta` collection: how many of MIGRATIONS the data has been through. */
export interface SchemaVersionRecord extends Document {
  version: number;
}

const SCHEMA_VERSION_ID = "schemaVersion";

const versionRecords = (store: DocumentStore) => store.collection<SchemaVersionRecord>("meta");

/** Whether no collection holds a document: a store opened for the first time. One indexed read per collection. */
async function holdsNothing(store: DocumentStore): Promise<boolean> {
  for (const name of COLLECTION_NAMES) if (await store.collection(name).findOne({}, { projection: { _id: 1 } })) return false;
  return true;
}

/**
 * Records `version` unless a version at least as high is stored: two processes upgrading at once
 * leave the higher one.
 */
async function recordVersion(store: DocumentStore, version: number): Promise<void> {
  try {
    await versionRecords(store).updateOne({ _id: SCHEMA_VERSION_ID, version: { $lt: version } }, { $set: { version } }, { upsert: true });
  } catch (error) {
    // The record exists with this version or a higher one.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

export async function storedSchemaVersion(store: DocumentStore): Promise<number | null> {
  return (await versionRecords(store).findOne({ _id: SCHEMA_VERSION_ID }))?.version ?? null;
}

/**
 * Brings the data up to this release, at open and before the app serves: runs, in order, each
 * migration the stored version says the data has not been through, recording the version after
 * each. A store holding nothing is stamped with the latest version and nothing runs; data with no
 * version (written before versions were stored) goes through all of them. After the first open
 * this is one read. Answers the names of the migrations run.
 */
export async function migrateStore(store: DocumentStore, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const stored = await storedSchemaVersion(store);
  if (stored === null && (await holdsNothing(store))) {
    await recordVersion(store, migrations.length);
    return [];
  }
  return runFrom(store, stored ?? 0, migrations);
}

/**
 * Runs every migration on data of unknown age (a backup just restored, which may come from an
 * earlier release): each finds only what is still in an old shape, so on current data this
 * changes nothing. Reads every collection a migration upgrades, once.
 */
export async function migrateRestored(store: DocumentStore, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return runFrom(store, 0, migrations);
}

async function runFrom(store: DocumentStore, version: number, migrations: readonly Migration[]): Promise<string[]> {
  if (version > migrations.length)
    throw new Error(
      `The data was written by a later release of Furrow (schema version ${version}; this release knows up to ${migrations.length}): run that release or a later one`,
    );
  const ran: string[] = [];
  for (let next = version; next < migrations.length; next++) {
    await migrations[next].up(store);
    await recordVersion(store, next + 1);
    ran.push(`${String(next + 1).padStart(3, "0")} ${migrations[next].name}`);
  }
  return ran;
}
