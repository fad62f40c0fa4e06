import type { StoredFiles } from "./files/stored-files";

/**
 * The data layer's contract. `DocumentCollection` is a small subset of the MongoDB driver's
 * `Collection`, so repositories are written once and run on either engine. Only operators both
 * engines implement identically may be used:
 *   filters  $eq $ne $in $nin $gt $gte $lt $lte $exists $regex $and $or
 *   updates  $set $unset $inc $push $addToSet $pull
 * It names no module: each record type sits beside its repository (repositories/*.record.ts).
 * Dates are Date objects on every engine; DTOs carry ISO strings.
 */

export type Document = { _id: string };
export type Filter = Record<string, unknown>;
export type Update = Partial<Record<"$set" | "$unset" | "$inc" | "$push" | "$addToSet" | "$pull", Record<string, unknown>>>;
export type SortSpec = Record<string, 1 | -1>;

/** Either only inclusions (1) or only exclusions (0), as in MongoDB. */
export type Projection = Readonly<Record<string, 1>> | Readonly<Record<string, 0>>;

/**
 * What a read with projection `P` returns, so the compiler sees which fields are there: an
 * inclusion keeps the named fields and `_id`, an exclusion drops the named fields, none keeps all.
 */
export type Projected<T extends Document, P extends Projection | undefined> = [P] extends [undefined]
  ? T
  : P extends Readonly<Record<string, 1>>
    ? Pick<T, Extract<keyof P, keyof T> | "_id">
    : Omit<T, keyof P>;

export interface FindOptions<P extends Projection | undefined = Projection | undefined> {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: P;
}

export interface UpdateResult {
  matchedCount: number;
  upserted: boolean;
}

/**
 * One write of a batch, as the MongoDB driver's `bulkWrite` spells it (the subset repositories
 * use). A batch is unordered: an insert refused for a duplicate key is counted and the rest go on.
 */
export type BulkOperation<T extends Document = Document> =
  { insertOne: { document: T } } | { updateOne: { filter: Filter; update: Update; upsert?: boolean } } | { deleteOne: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  upsertedCount: number;
  deletedCount: number;
  /** Inserts and upserts refused because a unique key (the _id or a unique index) was taken. */
  duplicateCount: number;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /**
   * Unique only among documents that hold the first field. MongoDB would otherwise count each
   * document without it as one more null, and refuse the second; SQLite's NULLs are distinct
   * already, so the embedded engine needs nothing for it. Only the first field, so that a query
   * on it alone (say, a series' parts) still implies the filter and MongoDB uses the index.
   */
  uniqueWhereSet?: boolean;
  /**
   * A MongoDB TTL index: the server deletes a document this many seconds after the date in its
   * (single) field. The embedded engine has no such reaper; a background job purges instead.
   */
  expireAfterSeconds?: number;
  /**
   * The field holds arrays, and a query on it matches any element (MongoDB finds this out by
   * itself). The SQLite engine treats every indexed field without it as holding single values.
   */
  multikey?: boolean;
  /**
   * Fields the index keeps beside its own, not to find by but to read: a find on the indexed
   * fields that selects only these is answered from the index without reading a document. The
   * embedded engine only; MongoDB ignores it.
   */
  alsoHolds?: string[];
}

export interface DocumentCollection<T extends Document = Document> {
  find<P extends Projection | undefined = undefined>(filter: Filter, options?: FindOptions<P>): Promise<Projected<T, P>[]>;
  findOne<P extends Projection | undefined = undefined>(
    filter: Filter,
    options?: Pick<FindOptions<P>, "projection" | "sort">,
  ): Promise<Projected<T, P> | null>;
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Updates one document and answers it as written, in one step no other write comes between (a counter's own count); null when none matched. */
  findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  countDocuments(filter?: Filter): Promise<number>;
  /** Many writes at once: one transaction (one fsync) on SQLite, one round trip on MongoDB. Keep a batch to a few hundred. */
  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult>;
  createIndex(spec: IndexSpec): Promise<void>;
  /** Removes the index on these fields, if there is one: for indexes a release no longer needs, which would otherwise be written on every change. */
  dropIndex(fields: IndexSpec["fields"]): Promise<void>;
}

export type EngineKind = "embedded" | "mongodb";

/**
 * What a module keeps beside one collection and in step with it (the posts' full-text search on
 * SQLite), told of the collection's writes by the engine.
 */
export interface CollectionHook {
  /** Inside the write's transaction, once for each document inserted or replaced: a failure undoes the write. */
  written?(document: Document): void;
  /** Once a write to the collection has committed, here or (seen by checkForOutsideWrites) in another process. */
  changed?(): void;
}

export interface DocumentStore {
  readonly kind: EngineKind;
  /** Uploaded files, where every process on this database finds them (DATA_DIR/uploads, or GridFS). */
  readonly files: StoredFiles;
  collection<T extends Document>(name: CollectionName): DocumentCollection<T>;
  /** Resolves when the engine answers; used by readiness checks and before switching engines. */
  ping(): Promise<void>;
  /**
   * For an engine that other processes may write to (SQLite in a shared DATA_DIR): announces
   * through onContentChange the content they changed since the last call. Called before serving
   * from a cache.
   */
  checkForOutsideWrites?(): void;
  /**
   * Has `hook` told of the collection's writes from now on; returns a function that unregisters it.
   * Only an engine that keeps such indexes in its own writes has it (SQLite; MongoDB keeps its
   * indexes on the server).
   */
  registerHook?(collection: CollectionName, hook: CollectionHook): () => void;
  /** Called after every write made through this store; returns a function that unsubscribes. */
  onChange(listener: (collection: CollectionName) => void): () => void;
  /**
   * Called once a write that readers can see has committed, here or (after checkForOutsideWrites)
   * in another process, with what it changed. Only engines that tell content writes apart have it;
   * for the others, a write to a collection that holds content changes everything.
   */
  onContentChange?(listener: (scope: ContentScope) => void): () => void;
  /**
   * Lets go of deleted content the engine would otherwise keep on disk for a while (SQLite's
   * write-ahead log): called after deleting what must not outlive its deletion, the analytics salts.
   */
  compact?(): Promise<void>;
  /**
   * Writes a consistent copy of the whole database to `file` while the store keeps serving
   * (SQLite's online backup). Only an engine whose data is one file has it (SQLite); a MongoDB
   * store is snapshotted as a portable archive instead.
   */
  snapshotTo?(file: string): Promise<void>;
  /**
   * Runs `work`, which reads the whole store once (an archive), with the engine's page cache kept
   * small meanwhile: a sweep gains nothing from a cache and pushes the hot pages out of it whatever
   * its size, so a full-size one only grows the process. Only an engine with a cache of its own in
   * this process has it (SQLite).
   */
  readingThrough?<R>(work: () => Promise<R>): Promise<R>;
  /**
   * Up to `limit` documents of a collection with _id after `after` (all when null), by _id, each
   * as JSON text with its dates as {"$date": iso}, made from what is stored without parsing it:
   * for an archive. Only an engine that stores documents as JSON text has it (SQLite).
   */
  documentsAsJson?(collection: CollectionName, after: string | null, limit: number): Promise<{ _id: string; json: string }[]>;
  close(): Promise<void>;
}

/**
 * What a content write changed: "posts" and "settings" can show on any public page, "all" when
 * anything may have (an import, another engine taking over); an approved comment, only its post's.
 */
export type ContentScope = "posts" | "settings" | "all" | `comments:${string}`;

export const COLLECTION_NAMES = [
  "posts",
  "comments",
  "subscribers",
  "users",
  "settings",
  "sessions",
  "rateLimits",
  "mailQueue",
  "newsletterSends",
  "newsletterLinks",
  "spamFilter",
  "analyticsDaily",
  "analyticsKeys",
  "analyticsSeen",
  "analyticsSalts",
  "postRevisions",
  "imports",
  "importedPaths",
  "snapshotLeases",
  "fediverseFollowers",
  "fediverseDeliveries",
  "fediverseInbox",
  "fediverseActors",
  "fediverseReactions",
  "fediverseTombstones",
  "series",
  "meta",
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** Thrown by either engine when a unique index would be broken. */
export class DuplicateKeyError extends Error {
  constructor(message = "Duplicate key") {
    super(message);
    this.name = "DuplicateKeyError";
  }
}
