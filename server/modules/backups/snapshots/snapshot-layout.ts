import { stat } from "node:fs/promises";
import { join } from "node:path";
import { SQLITE_FILE } from "../../../store/sqlite/sqlite-store";

/**
 * A snapshot folder, as the snapshot job writes it and the restore reads it: a SQLite store's copy
 * (under the store's own file name) and its uploads, or (any other engine) the portable archive,
 * with the snapshot's description.
 */
export const SNAPSHOT_DATABASE = SQLITE_FILE;
/** The copy's name in snapshot folders that older versions wrote: they restore and check the same. */
const OLDER_SNAPSHOT_DATABASE = "furrow.sqlite";
export const SNAPSHOT_UPLOADS = "uploads";
export const SNAPSHOT_ARCHIVE = "archive.tar.gz";
export const SNAPSHOT_DESCRIPTION = "snapshot.json";
/** The layout's version, written in the description; a restore refuses a newer one. */
export const SNAPSHOT_VERSION = 1;

/** The snapshot folder's database copy, under either name, or null when it holds none. */
export async function snapshotDatabaseIn(folder: string): Promise<string | null> {
  for (const name of [SNAPSHOT_DATABASE, OLDER_SNAPSHOT_DATABASE]) {
    const file = join(folder, name);
    if (
      await stat(file).then(
        (found) => found.isFile(),
        () => false,
      )
    )
      return file;
  }
  return null;
}
