/**
 * `node snapshot-copy.child.js <database> <copy>`, started by SqliteStore.snapshotTo (runSqliteChild):
 * SQLite's online backup in one step, so one read transaction sees the whole copy (the log lets the
 * server write meanwhile) and no step restarts on another connection's write; then the copy is made
 * a rollback-journal file, whole by itself, so that opening it read-only (to check it, or to restore
 * from it) leaves no -wal/-shm beside it.
 */
import Database from "better-sqlite3";

const [source, target] = process.argv.slice(2);
const db = new Database(source, { readonly: true, fileMustExist: true });
try {
  // Every page is read once: a large cache would only grow the process.
  db.pragma("cache_size = -1024");
  await db.backup(target, { progress: () => 0x7fffffff });
} finally {
  db.close();
}
const copy = new Database(target);
try {
  copy.pragma("journal_mode = DELETE");
} finally {
  copy.close();
}
