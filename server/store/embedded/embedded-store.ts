import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import Datastore from "@seald-io/nedb";
import { translateFilter } from "./translate-filter";
import { QueryCache, queryKey } from "./query-cache";
import {
  type CollectionName,
  type Document,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Projected,
  type Projection,
  type IndexSpec,
  type Update,
  type UpdateResult,
  type BulkOperation,
  type BulkWriteResult,
  DuplicateKeyError,
} from "../types";
import { filesOnDisk, UPLOADS_FOLDER } from "../files/files-on-disk";
import { bulkWriteOneByOne } from "../bulk-write";
import type { StoredFiles } from "../files/stored-files";

// The append-only files are rewritten in the background now and then so they do not grow forever.
const COMPACTION_INTERVAL_MS = 30 * 60 * 1000;

function rethrowDuplicate(error: unknown): never {
  if (error && typeof error === "object" && (error as { errorType?: string }).errorType === "uniqueViolated") {
    throw new DuplicateKeyError((error as Error).message);
  }
  throw error;
}

class EmbeddedCollection<T extends Document> implements DocumentCollection<T> {
  // NeDB sorts and copies every candidate on each find; a blog reads the same lists over and over.
  private readonly cache = new QueryCache();

  constructor(
    private readonly db: Datastore<T>,
    private readonly notifyChange: () => void,
  ) {}

  find<P extends Projection | undefined = undefined>(filter: Filter, options: FindOptions<P> = {}): Promise<Projected<T, P>[]> {
    return this.cache.remember(queryKey("find", filter, options), async () => {
      let cursor = this.db.findAsync(translateFilter(filter), options.projection ?? {});
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return (await cursor) as unknown as Projected<T, P>[];
    });
  }

  /** Every write goes through here: clear first, so no read can be served from before it. */
  private async write<R>(operation: () => Promise<R>): Promise<R> {
    this.cache.clear();
    try {
      return await operation();
    } finally {
      this.cache.clear();
      this.notifyChange();
    }
  }

  async findOne<P extends Projection | undefined = undefined>(filter: Filter, options: Pick<FindOptions<P>, "projection" | "sort"> = {}): Promise<Projected<T, P> | null> {
    const [first] = await this.find<P>(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async insertOne(doc: T): Promise<void> {
    await this.write(() => this.db.insertAsync(doc).catch(rethrowDuplicate));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const result = await this.write(() =>
      this.db.updateAsync(translateFilter(filter), update, { multi: false, upsert: options.upsert ?? false }).catch(rethrowDuplicate),
    );
    return { matchedCount: result.upsert ? 0 : result.numAffected, upserted: Boolean(result.upsert) };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const result = await this.write(() => this.db.updateAsync(translateFilter(filter), update, { multi: true }).catch(rethrowDuplicate));
    return { matchedCount: result.numAffected, upserted: false };
  }

  deleteOne(filter: Filter): Promise<number> {
    return this.write(() => this.db.removeAsync(translateFilter(filter), { multi: false }));
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.write(() => this.db.removeAsync(translateFilter(filter), { multi: true }));
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.cache.remember(queryKey("count", filter), async () => await this.db.countAsync(translateFilter(filter)));
  }

  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    return bulkWriteOneByOne(this, operations);
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const fields = Object.keys(spec.fields);
    await this.db.ensureIndexAsync({
      fieldName: fields.length === 1 ? fields[0] : fields,
      unique: spec.unique ?? false,
    });
  }

  async dropIndex(fields: IndexSpec["fields"]): Promise<void> {
    const names = Object.keys(fields);
    await this.db.removeIndexAsync(names.length === 1 ? names[0] : names.join(","));
  }
}

/**
 * The first embedded engine (NeDB): one append-only file per collection under DATA_DIR, every
 * document held in memory. SQLite replaced it; it stays to read a data folder from before the
 * change once, on the first start after it (see sqlite/import-nedb.ts).
 */
export class EmbeddedStore implements DocumentStore {
  readonly kind = "embedded" as const;
  private readonly collections = new Map<CollectionName, EmbeddedCollection<Document>>();
  private readonly datastores: Datastore[] = [];
  private readonly listeners = new Set<(collection: CollectionName) => void>();

  readonly files: StoredFiles;

  private constructor(
    private readonly dataDir: string,
    private readonly compacting: boolean,
  ) {
    this.files = filesOnDisk(join(dataDir, UPLOADS_FOLDER));
  }

  /** `compactOnClose: false` reads the files and leaves them exactly as they were (the SQLite import). */
  static async open(dataDir: string, names: readonly CollectionName[], { compactOnClose = true } = {}): Promise<EmbeddedStore> {
    await mkdir(dataDir, { recursive: true });
    const store = new EmbeddedStore(dataDir, compactOnClose);
    for (const name of names) {
      const db = new Datastore<Document>({ filename: join(dataDir, `${name}.db`) });
      await db.loadDatabaseAsync();
      if (compactOnClose) db.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
      store.datastores.push(db);
      store.collections.set(name, new EmbeddedCollection(db, () => store.emitChange(name)));
    }
    return store;
  }

  collection<T extends Document>(name: CollectionName): DocumentCollection<T> {
    const collection = this.collections.get(name);
    if (!collection) throw new Error(`Unknown collection "${name}"`);
    return collection as unknown as DocumentCollection<T>;
  }

  async ping(): Promise<void> {
    await this.datastores[0]?.countAsync({});
  }

  onChange(listener: (collection: CollectionName) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emitChange(collection: CollectionName): void {
    for (const listener of this.listeners) listener(collection);
  }

  async close(): Promise<void> {
    for (const db of this.datastores) {
      if (!this.compacting) continue;
      db.stopAutocompaction();
      // Leaves each file as one clean line per document for the next start.
      await db.compactDatafileAsync();
    }
  }

  get directory(): string {
    return this.dataDir;
  }
}
