/**
 * A snapshot folder, as the snapshot job writes it and the restore reads it: a SQLite store's copy
 * and its uploads, or (any other engine) the portable archive, with the snapshot's description.
 */
export const SNAPSHOT_DATABASE = "furrow.sqlite";
export const SNAPSHOT_UPLOADS = "uploads";
export const SNAPSHOT_ARCHIVE = "archive.tar.gz";
export const SNAPSHOT_DESCRIPTION = "snapshot.json";
/** The layout's version, written in the description; a restore refuses a newer one. */
export const SNAPSHOT_VERSION = 1;
