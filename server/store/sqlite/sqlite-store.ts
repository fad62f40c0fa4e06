// Over 300 lines: the connection, its write transaction, the content generation shared with other
// processes and the hooks told of each write are one piece of state, which SqliteCollection writes
// through; split further, each part would reach into the others' fields.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { CollectionHook, CollectionName, ContentScope, Document, DocumentCollection, DocumentStore } from "../types";
import { encodeDocument, storedWithTaggedDates } from "./document-codec";
import { SqliteCollection } from "./sqlite-collection";
import { filesOnDisk, UPLOADS_FOLDER } from "../files/files-on-disk";
import { compiledPattern } from "./compiled-patterns";
import { contentScopeOf, holdsContent } from "../content-scopes";
import type { StoredFiles } from "../files/stored-files";
import { runSqliteChild } from "./sqlite-child";
import { createGroupCommit, type GroupCommit } from "./group-commit";
import { walFlusher, type WalFlusher } from "./wal-flush";

export const SQLITE_FILE = "furrow.db";
const STATEMENT_CACHE_MAX = 500;
/** The connection's page cache while an archive reads the store, in KiB (negative, as SQLite spells it). */
const SWEEP_CACHE_SIZE = -1024;
/**
 * The content generation, shared by every process on the file: each scope of content (see
 * content-scopes.ts) with the generation that last changed it. Only content writes bump it, in
 * their own transaction, so a process learns from one indexed read what another changed, where
 * SQLite's data_version would also move for every beacon, rate-limit count and session.
 */
const CONTENT_CHANGES = "furrow_content_changes";
// Read before a cached answer when something was committed (see checkForOutsideWrites): one string, so the statement cache finds it by a hash already computed.
const DATA_VERSION = "PRAGMA data_version";
const CHANGES_SINCE = `SELECT scope, generation FROM ${CONTENT_CHANGES} WHERE generation > ? ORDER BY generation`;

/** `regexp` for $regex: a text field must match, an array field must hold a matching string. */
function regexpMatches(source: string, flags: string, value: unknown, type: string | null): number {
  if (value === null || value === undefined) return 0;
  const pattern = compiledPattern(source, flags);
  if (type === "array")
    return (JSON.parse(String(value)) as unknown[]).some((item) => typeof item === "string" && pattern.test(item)) ? 1 : 0;
  return type === "text" && pattern.test(String(value)) ? 1 : 0;
}

/** The SQL functions the translated queries call. */
function registerFunctions(db: Database.Database): void {
  db.function("furrow_regexp", { deterministic: true }, (source, flags, value, type) =>
    regexpMatches(String(source), String(flags), value, type as string | null),
  );
}

/**
 * The default engine: one SQLite file under DATA_DIR, documents as JSON with expression indexes
 * on the fields repositories query. WAL lets readers run beside a writer (and a second process
 * share the file); synchronous=FULL means a write is acknowledged only once it is on disk.
 * Opening reads nothing in bulk, so start-up and memory do not grow with the content.
 */
export class SqliteStore implements DocumentStore {
  readonly kind = "embedded" as const;
  private readonly collections = new Map<CollectionName, SqliteCollection<Document>>();
  private readonly listeners = new Set<(collection: CollectionName) => void>();
  private readonly contentListeners = new Set<(scope: ContentScope) => void>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly hooks = new Map<CollectionName, Set<CollectionHook>>();
  /** Scopes the write in progress changed, recorded in its transaction before it commits. */
  private readonly changedScopes = new Set<ContentScope>();
  /** The content generation this process has announced up to (its own writes and others'). */
  private seenGeneration = 0;
  /** SQLite's data_version at checkForOutsideWrites' last look: the same means nobody else committed since. */
  private dataVersion = -1;
  /** Sweeps (archives being written) under way, and the cache size they put back when the last ends. */
  private sweeps = 0;
  private cacheSizeBeforeSweeps = 0;

  readonly files: StoredFiles;

  /** Null when each write commits alone (STORE_GROUP_COMMIT=false). */
  private readonly groupCommit: GroupCommit | null;
  /**
   * Runs its argument in a transaction (`.immediate`), or in a savepoint when one is open. Made once:
   * better-sqlite3 builds four wrapper functions for each db.transaction() call, about 16 kB of
   * garbage a write when made for each.
   */
  private readonly inTransaction: Database.Transaction<(work: () => unknown) => unknown>;
  /** Null when group commits flush the log inside COMMIT, on this thread (STORE_FLUSH_OFF_THREAD=false). */
  private readonly walFlush: WalFlusher | null;

  private constructor(
    private readonly db: Database.Database,
    readonly file: string,
    uploadsDir: string,
    { groupCommit, flushOffThread }: { groupCommit: boolean; flushOffThread: boolean },
  ) {
    this.files = filesOnDisk(uploadsDir);
    this.inTransaction = db.transaction((work: () => unknown) => work());
    this.walFlush = groupCommit && flushOffThread ? walFlusher(`${file}-wal`) : null;
    this.groupCommit = groupCommit
      ? createGroupCommit(
          (tables, body) =>
            this.walFlush ? this.transactionFlushedOffThread(this.walFlush, tables, body) : this.transaction(tables, body),
          (operation) => this.inTransaction(operation) as ReturnType<typeof operation>,
        )
      : null;
  }

  static async open(
    dataDir: string,
    names: readonly CollectionName[],
    { groupCommit = true, flushOffThread = true } = {},
  ): Promise<SqliteStore> {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, SQLITE_FILE);
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Another process may hold the write lock for a moment; wait for it rather than fail.
    db.pragma("busy_timeout = 5000");
    // Deleted rows are zeroed, not left in free pages: the privacy page promises deleted salts are gone.
    db.pragma("secure_delete = ON");
    registerFunctions(db);
    const store = new SqliteStore(db, file, join(dataDir, UPLOADS_FOLDER), { groupCommit, flushOffThread });
    for (const name of names) {
      // An explicit rowid column, so VACUUM never renumbers the rows the search index points at.
      db.exec(`CREATE TABLE IF NOT EXISTS "${name}" (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
      store.collections.set(name, new SqliteCollection(store, name, { scalarFields: new Set() }));
    }
    db.exec(`CREATE TABLE IF NOT EXISTS ${CONTENT_CHANGES} (scope TEXT PRIMARY KEY, generation INTEGER NOT NULL)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${CONTENT_CHANGES}_generation ON ${CONTENT_CHANGES} (generation)`);
    // What was written before this process opened the file is in what it reads from now on.
    store.seenGeneration = store.latestGeneration();
    return store;
  }

  /**
   * A database file opened for reading only (a snapshot being restored from): nothing is created
   * or written, and only the collections whose tables the file holds are there.
   */
  static openReadOnly(file: string, uploadsDir: string): SqliteStore {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    registerFunctions(db);
    const store = new SqliteStore(db, file, uploadsDir, { groupCommit: false, flushOffThread: false });
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    for (const name of tables)
      store.collections.set(name as CollectionName, new SqliteCollection(store, name as CollectionName, { scalarFields: new Set() }));
    return store;
  }

  /** Whether the file holds this collection's table (an older snapshot may not have every one). */
  hasCollection(name: CollectionName): boolean {
    return this.collections.has(name);
  }

  /** Prepared statements are kept by their SQL, so a repeated query is only bound and run. */
  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_MAX) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * The open file, for a module that keeps tables of its own beside a collection's (the posts'
   * full-text search): it writes them inside the collection's writes through registerHook.
   */
  get database(): Database.Database {
    return this.db;
  }

  registerHook(collection: CollectionName, hook: CollectionHook): () => void {
    const hooks = this.hooks.get(collection) ?? new Set();
    this.hooks.set(collection, hooks.add(hook));
    return () => hooks.delete(hook);
  }

  /** Inside a write's transaction: the collection's hooks keep what the database cannot derive by itself. */
  rowWritten(name: CollectionName, doc: Document): void {
    for (const hook of this.hooks.get(name) ?? []) hook.written?.(doc);
  }

  private collectionChanged(name: CollectionName): void {
    for (const hook of this.hooks.get(name) ?? []) hook.changed?.();
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** Inside a write's transaction: what readers could see of this document, before or after the write. */
  contentWritten(name: CollectionName, doc: Document): void {
    const scope = contentScopeOf(name, doc);
    if (scope) this.changedScopes.add(scope);
  }

  /**
   * A write, committed with the others asked for in the same turn when group commit is on (see
   * group-commit.ts), else in a transaction of its own. Settles once it is on disk.
   */
  write<R>(table: string, operation: () => R): Promise<R> {
    if (this.groupCommit) return this.groupCommit.write(table, operation);
    try {
      return Promise.resolve(this.writeNow(table, operation));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** A write committed before this returns: what is queued for the turn commits first, so writes keep their order. */
  writeNow<R>(table: string, operation: () => R): R {
    this.groupCommit?.commitNow();
    let result: R | undefined;
    this.transaction([table], () => {
      result = operation();
    });
    return result as R;
  }

  /**
   * An IMMEDIATE transaction (it takes the write lock first), then the change is announced. A
   * content write bumps the content generation in the same transaction, and takes the chance to
   * announce what other processes changed before it, which it reads under the lock.
   */
  private transaction(tables: string[], body: () => void): void {
    this.changedScopes.clear();
    let announced: ContentScope[] = [];
    let generation = this.seenGeneration;
    try {
      this.inTransaction.immediate(() => {
        body();
        if (this.changedScopes.size > 0) {
          announced = this.changesSince(this.seenGeneration).map((row) => row.scope);
          const bump = this.statement(
            `INSERT INTO ${CONTENT_CHANGES} (scope, generation) VALUES (?, (SELECT coalesce(max(generation), 0) + 1 FROM ${CONTENT_CHANGES})) ` +
              "ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation",
          );
          for (const scope of this.changedScopes) bump.run(scope);
          announced.push(...this.changedScopes);
          generation = this.latestGeneration();
        }
      });
      const names = tables.map((table) => table.slice(1, -1) as CollectionName);
      for (const name of names) for (const listener of this.listeners) listener(name);
      this.seenGeneration = generation;
      this.announce(announced, names);
    } finally {
      this.changedScopes.clear();
    }
  }

  /** A group's transaction committed without waiting for the disk, which it then waits for off this thread (see wal-flush.ts). */
  private transactionFlushedOffThread(walFlush: WalFlusher, tables: string[], body: () => void): Promise<void> {
    this.statement("PRAGMA synchronous = NORMAL").run();
    try {
      this.transaction(tables, body);
    } finally {
      // Every other commit (a write that cannot wait, an import's batch) keeps flushing inside COMMIT.
      this.statement("PRAGMA synchronous = FULL").run();
    }
    return walFlush.flush();
  }

  private latestGeneration(): number {
    return (this.statement(`SELECT coalesce(max(generation), 0) FROM ${CONTENT_CHANGES}`).pluck().get() as number) ?? 0;
  }

  private changesSince(generation: number): { scope: ContentScope; generation: number }[] {
    return this.statement(CHANGES_SINCE).all(generation) as { scope: ContentScope; generation: number }[];
  }

  /** Tells the hooks of each collection changed (once each) and the content listeners of each scope. */
  private announce(scopes: ContentScope[], written: CollectionName[] = []): void {
    const unique = [...new Set(scopes)];
    // A scope is named by its collection ("posts", "comments:<post>"), or "all".
    const changed = new Set<string>(unique.map((scope) => scope.split(":")[0]));
    for (const name of written) changed.add(name);
    for (const name of this.hooks.keys()) if (changed.has(name) || changed.has("all")) this.collectionChanged(name);
    for (const scope of unique) for (const listener of this.contentListeners) listener(scope);
  }

  /** Empties a collection and fills it with `documents` in one transaction: for imports, where one fsync per document would take minutes. */
  replaceAll(name: CollectionName, documents: Document[]): void {
    this.writeNow(`"${name}"`, () => {
      this.db.prepare(`DELETE FROM "${name}"`).run();
      const insert = this.db.prepare(`INSERT INTO "${name}" (id, doc) VALUES (?, ?)`);
      for (const document of documents) {
        const { _id, ...rest } = document;
        insert.run(_id, encodeDocument(rest));
        this.rowWritten(name, document);
      }
      if (holdsContent(name)) this.changedScopes.add("all");
    });
  }

  /**
   * Other processes may share this file: the content they changed since the last look is
   * announced through onContentChange (and to the hooks of the collections it is in). Their
   * other writes (beacons, rate-limit counts, sessions) are not content and announce nothing.
   * Cheap enough before every cached answer: SQLite's data_version, which moves only when another
   * connection has committed since this one last asked, and only then one indexed read.
   */
  checkForOutsideWrites(): void {
    const version = this.statement(DATA_VERSION).pluck().get() as number;
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    const changes = this.changesSince(this.seenGeneration);
    if (changes.length === 0) return;
    this.seenGeneration = changes.at(-1)!.generation;
    this.announce(changes.map((row) => row.scope));
  }

  onContentChange(listener: (scope: ContentScope) => void): () => void {
    this.contentListeners.add(listener);
    return () => this.contentListeners.delete(listener);
  }

  collection<T extends Document>(name: CollectionName): DocumentCollection<T> {
    const collection = this.collections.get(name);
    if (!collection) throw new Error(`Unknown collection "${name}"`);
    return collection as unknown as DocumentCollection<T>;
  }

  async ping(): Promise<void> {
    this.db.prepare("SELECT 1").get();
  }

  onChange(listener: (collection: CollectionName) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Copies the write-ahead log into the database and empties it, so the log keeps no old copy of a deleted row. */
  async compact(): Promise<void> {
    this.db.pragma("wal_checkpoint(TRUNCATE)");
  }

  async documentsAsJson(collection: CollectionName, after: string | null, limit: number): Promise<{ _id: string; json: string }[]> {
    const rows = (
      after === null
        ? this.statement(`SELECT id, doc FROM "${collection}" ORDER BY id LIMIT ?`).all(limit)
        : this.statement(`SELECT id, doc FROM "${collection}" WHERE id > ? ORDER BY id LIMIT ?`).all(after, limit)
    ) as { id: string; doc: string }[];
    // The _id is kept in its own column, not in the stored text.
    return rows.map(({ id, doc }) => ({
      _id: id,
      json: `{"_id":${JSON.stringify(id)}${doc === "{}" ? "}" : `,${storedWithTaggedDates(doc).slice(1)}`}`,
    }));
  }

  /**
   * The cache is kept small from the first sweep's start to the last one's end: two archives may
   * overlap, and each putting back what it found would leave the cache small for good. Without
   * it, a sweep fills the cache's full 16 MB (bench/backup.bench.ts: ~13 MB more RSS for a first
   * archive), and the pages it pushed out are the readers'.
   */
  async readingThrough<R>(work: () => Promise<R>): Promise<R> {
    if (this.sweeps++ === 0) {
      this.cacheSizeBeforeSweeps = this.db.pragma("cache_size", { simple: true }) as number;
      this.db.pragma(`cache_size = ${SWEEP_CACHE_SIZE}`);
    }
    try {
      return await work();
    } finally {
      if (--this.sweeps === 0 && this.db.open) this.db.pragma(`cache_size = ${this.cacheSizeBeforeSweeps}`);
    }
  }

  /**
   * From a process of its own (snapshot-copy.child.ts): the backup's last step closes the copy and waits for
   * the disk to have all of it, hundreds of MB on a large blog, which on the server's thread held
   * every request for 0.1-0.5 s at the end of each snapshot.
   */
  async snapshotTo(file: string): Promise<void> {
    await runSqliteChild(import.meta.url, "snapshot-copy.child", [this.file, file]);
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.groupCommit?.commitNow();
    this.walFlush?.close();
    this.db.close();
  }
}
