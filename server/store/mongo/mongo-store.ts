import {
  type AnyBulkWriteOperation,
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type Collection,
  type Db,
  type UpdateFilter,
} from "mongodb";
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
import type { StoredFiles } from "../files/stored-files";
import { filesInGridFs } from "./files-in-grid-fs";

/** MongoDB's error code for a duplicate key. */
const DUPLICATE_KEY = 11000;

/** MongoDB's error codes for an index whose key exists with other options (85), or under its name with other options (86). */
const INDEX_OPTIONS_CONFLICTS = new Set([85, 86]);
// IndexNotFound, and NamespaceNotFound for a collection never written.
const NO_SUCH_INDEX = [27, 26];
/** The name MongoDB gives an index by default: each field and its order, joined. */
const mongoIndexName = (fields: IndexSpec["fields"]) =>
  Object.entries(fields)
    .map(([field, order]) => `${field}_${order}`)
    .join("_");

function rethrowDuplicate(error: unknown): never {
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) throw new DuplicateKeyError(error.message);
  throw error;
}

/** Passes each call through to the official driver; ids are app-made strings, so nothing converts. */
class MongoCollection<T extends Document> implements DocumentCollection<T> {
  constructor(
    private readonly collection: Collection<Document>,
    private readonly notifyChange: () => void,
  ) {}

  private async write<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } finally {
      this.notifyChange();
    }
  }

  async find<P extends Projection | undefined = undefined>(filter: Filter, options: FindOptions<P> = {}): Promise<Projected<T, P>[]> {
    const cursor = this.collection.find(filter, {
      sort: options.sort,
      skip: options.skip,
      limit: options.limit,
      projection: options.projection,
    });
    return (await cursor.toArray()) as unknown as Projected<T, P>[];
  }

  async findOne<P extends Projection | undefined = undefined>(
    filter: Filter,
    options: Pick<FindOptions<P>, "projection" | "sort"> = {},
  ): Promise<Projected<T, P> | null> {
    return (await this.collection.findOne(filter, options)) as unknown as Projected<T, P> | null;
  }

  async insertOne(doc: T): Promise<void> {
    await this.write(() => this.collection.insertOne(doc).catch(rethrowDuplicate));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const result = await this.write(() =>
      this.collection.updateOne(filter, update as UpdateFilter<Document>, { upsert: options.upsert }).catch(rethrowDuplicate),
    );
    return { matchedCount: result.matchedCount, upserted: result.upsertedCount > 0 };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const result = await this.write(() => this.collection.updateMany(filter, update as UpdateFilter<Document>).catch(rethrowDuplicate));
    return { matchedCount: result.matchedCount, upserted: false };
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    const written = await this.write(() =>
      this.collection
        .findOneAndUpdate(filter, update as UpdateFilter<Document>, { upsert: options.upsert, returnDocument: "after" })
        .catch(rethrowDuplicate),
    );
    return written as T | null;
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await this.write(() => this.collection.deleteOne(filter))).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.write(() => this.collection.deleteMany(filter))).deletedCount;
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  /** Unordered, as on SQLite: a duplicate key is counted and the other writes go on. */
  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    if (operations.length === 0) return { insertedCount: 0, matchedCount: 0, upsertedCount: 0, deletedCount: 0, duplicateCount: 0 };
    const counts = (
      result: { insertedCount: number; matchedCount: number; upsertedCount: number; deletedCount: number },
      duplicateCount: number,
    ) => ({
      insertedCount: result.insertedCount,
      matchedCount: result.matchedCount,
      upsertedCount: result.upsertedCount,
      deletedCount: result.deletedCount,
      duplicateCount,
    });
    try {
      return counts(
        await this.write(() => this.collection.bulkWrite(operations as AnyBulkWriteOperation<Document>[], { ordered: false })),
        0,
      );
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const writeErrors = [error.writeErrors].flat();
      if (writeErrors.length === 0 || writeErrors.some((writeError) => writeError.code !== DUPLICATE_KEY)) rethrowDuplicate(error);
      return counts(error.result, writeErrors.length);
    }
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const options = {
      unique: spec.unique ?? false,
      ...(spec.uniqueWhereSet && { partialFilterExpression: { [Object.keys(spec.fields)[0]]: { $exists: true } } }),
      ...(spec.expireAfterSeconds !== undefined && { expireAfterSeconds: spec.expireAfterSeconds }),
    };
    try {
      await this.collection.createIndex(spec.fields, options);
    } catch (error) {
      // An index on the same fields from an older release (say, sessions before their TTL) is replaced.
      if (!INDEX_OPTIONS_CONFLICTS.has((error as { code?: number }).code ?? 0)) throw error;
      await this.collection.dropIndex(mongoIndexName(spec.fields));
      await this.collection.createIndex(spec.fields, options);
    }
  }

  async dropIndex(fields: IndexSpec["fields"]): Promise<void> {
    try {
      await this.collection.dropIndex(mongoIndexName(fields));
    } catch (error) {
      if (!NO_SUCH_INDEX.includes((error as { code?: number }).code ?? 0)) throw error;
    }
  }
}

export class MongoStore implements DocumentStore {
  readonly kind = "mongodb" as const;
  private readonly listeners = new Set<(collection: CollectionName) => void>();

  readonly files: StoredFiles;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.files = filesInGridFs(db);
  }

  /** Connects and pings within `timeoutMs`, so an unreachable server fails fast with a reason. */
  static async open(uri: string, dbName: string | undefined, timeoutMs = 10_000): Promise<MongoStore> {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: timeoutMs,
      connectTimeoutMS: timeoutMs,
    });
    try {
      await client.connect();
      const db = client.db(dbName || undefined);
      await db.command({ ping: 1 });
      return new MongoStore(client, db);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
  }

  /** The database, for a module that keeps indexes of its own on a collection (the posts' text search). */
  get database(): Db {
    return this.db;
  }

  collection<T extends Document>(name: CollectionName): DocumentCollection<T> {
    return new MongoCollection<T>(this.db.collection<Document>(name), () => {
      for (const listener of this.listeners) listener(name);
    });
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  /** Writes made by this process only; other instances' writes need a change stream (a later issue). */
  onChange(listener: (collection: CollectionName) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
