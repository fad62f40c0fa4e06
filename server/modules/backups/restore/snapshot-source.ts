import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SqliteStore } from "../../../store/sqlite/sqlite-store";
import { InvalidArchiveError, newer } from "../archive/archive-format";
import { storeSource, type BackupSource } from "../archive/backup-source";
import { KEPT_COLLECTIONS } from "../archive/kept-collections";
import {
  SNAPSHOT_DATABASE,
  SNAPSHOT_DESCRIPTION,
  SNAPSHOT_UPLOADS,
  SNAPSHOT_VERSION,
  snapshotDatabaseIn,
} from "../snapshots/snapshot-layout";

/**
 * Opens a snapshot folder read-only as a backup source, checked first (SQLite's quick_check), so a
 * damaged copy is refused before anything is written. `close` lets go of the database file.
 */
export async function openSnapshotSource(folder: string): Promise<{ source: () => BackupSource; close: () => Promise<void> }> {
  const database = await snapshotDatabaseIn(folder);
  if (!database) throw new InvalidArchiveError(`This folder is not a Furrow snapshot (it has no ${SNAPSHOT_DATABASE})`);
  const description = await readFile(join(folder, SNAPSHOT_DESCRIPTION), "utf8").then(
    (text) => JSON.parse(text) as { version?: unknown },
    () => ({}) as { version?: unknown },
  );
  if (typeof description.version === "number" && description.version > SNAPSHOT_VERSION) throw newer(description.version);
  let store: SqliteStore;
  try {
    store = SqliteStore.openReadOnly(database, join(folder, SNAPSHOT_UPLOADS));
    const check = store.database.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(String(check));
  } catch (error) {
    throw new InvalidArchiveError(`This snapshot is damaged (${(error as Error).message}); nothing was restored`);
  }
  const held = KEPT_COLLECTIONS.filter((name) => store.hasCollection(name));
  return { source: () => storeSource(store, held), close: () => store.close() };
}
