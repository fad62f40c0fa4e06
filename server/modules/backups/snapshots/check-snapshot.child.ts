/**
 * `node check-snapshot.child.js <database> <collection names as JSON>`, started by readSqliteCopy
 * (runSqliteChild): the integrity check reads every page of the copy in one synchronous call, which
 * on the server's thread would hold every request meanwhile. Writes the check's answer and the
 * documents per collection as JSON.
 */
import Database from "better-sqlite3";

const [file, names] = process.argv.slice(2);
const db = new Database(file, { readonly: true, fileMustExist: true });
try {
  // Every page is read once: a large cache would only grow the process.
  db.pragma("cache_size = -1024");
  const integrity = String(db.pragma("integrity_check", { simple: true }));
  const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
  const collections: Record<string, number> = {};
  for (const name of JSON.parse(names) as string[])
    collections[name] = tables.has(name) ? (db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get() as number) : 0;
  process.stdout.write(JSON.stringify({ integrity, collections }));
} finally {
  db.close();
}
