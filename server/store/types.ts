import type { StoredFiles } from "./files/stored-files";
import type { RevisionKind } from "../../shared/revisions";
import type { ConfirmationWaitReason, SendCancelReason } from "../../shared/types";

export type { ConfirmationWaitReason, SendCancelReason };

/**
 * The data layer's contract. `DocumentCollection` is a small subset of the MongoDB driver's
 * `Collection`, so repositories are written once and run on either engine. Only operators both
 * engines implement identically may be used:
 *   filters  $eq $ne $in $nin $gt $gte $lt $lte $exists $regex $and $or
 *   updates  $set $unset $inc $push $addToSet $pull
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
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { deleteOne: { filter: Filter } };

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
   * A MongoDB TTL index: the server deletes a document this many seconds after the date in its
   * (single) field. The embedded engine has no such reaper; a background job purges instead.
   */
  expireAfterSeconds?: number;
  /**
   * The field holds arrays, and a query on it matches any element (MongoDB finds this out by
   * itself). The SQLite engine treats every indexed field without it as holding single values.
   */
  multikey?: boolean;
}

export interface DocumentCollection<T extends Document = Document> {
  find<P extends Projection | undefined = undefined>(filter: Filter, options?: FindOptions<P>): Promise<Projected<T, P>[]>;
  findOne<P extends Projection | undefined = undefined>(filter: Filter, options?: Pick<FindOptions<P>, "projection" | "sort">): Promise<Projected<T, P> | null>;
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
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

/** A full-text index of published posts that the database keeps itself, current in every process. */
export interface DatabasePostSearch {
  /** Post ids, best match first. */
  search(query: string, limit: number): Promise<string[]>;
  /**
   * After the app saved a post: what the engine cannot derive inside the write itself (MongoDB's
   * list of indexed words, which typo matching reads). SQLite does it in the write's transaction.
   */
  written?(post: SearchablePost): Promise<void>;
  /** At start and after the blog moved to this engine: builds what the engine derives from the posts, if it has not yet. */
  load?(): Promise<void>;
}

export interface DocumentStore {
  readonly kind: EngineKind;
  /** Uploaded files, where every process on this database finds them (DATA_DIR/uploads, or GridFS). */
  readonly files: StoredFiles;
  /** The engine's own index of the posts' text (SQLite's FTS5, MongoDB's text index); the NeDB reader kept for imports has none. */
  readonly postSearch?: DatabasePostSearch;
  collection<T extends Document>(name: CollectionName): DocumentCollection<T>;
  /** Resolves when the engine answers; used by readiness checks and before switching engines. */
  ping(): Promise<void>;
  /**
   * For an engine that other processes may write to (SQLite in a shared DATA_DIR): announces
   * through onContentChange the content they changed since the last call. Called before serving
   * from a cache.
   */
  checkForOutsideWrites?(): void;
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
  close(): Promise<void>;
}

/**
 * What a content write changed: "posts" and "settings" can show on any public page, "all" when
 * anything may have (an import, another engine taking over); an approved comment, only its post's.
 */
export type ContentScope = "posts" | "settings" | "all" | `comments:${string}`;

export const COLLECTION_NAMES = ["posts", "comments", "subscribers", "users", "settings", "sessions", "rateLimits", "mailQueue", "newsletterSends", "spamFilter", "analyticsDaily", "analyticsKeys", "analyticsSeen", "analyticsSalts", "postRevisions"] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** Thrown by either engine when a unique index would be broken. */
export class DuplicateKeyError extends Error {
  constructor(message = "Duplicate key") {
    super(message);
    this.name = "DuplicateKeyError";
  }
}

// ---- Records as stored. Dates are Date objects in both engines; DTOs carry ISO strings. ----

export interface CategoryRecord {
  name: string;
  color: string;
}

export interface AuthorRecord {
  name: string;
  avatar: string;
  bio: string;
}

export interface PostRecord extends Document {
  slug: string;
  /** Earlier slugs that readers could reach, so an old public address still finds the post. */
  oldSlugs: string[];
  /** The slug the post had the last time it was saved as published; absent on records from before it was kept. */
  lastPublicSlug?: string;
  title: string;
  markdown: string;
  html: string;
  /** The body as plain text, kept for the search index so start-up never re-renders markdown. */
  plainText: string;
  excerpt: string;
  /** False when the excerpt was derived from the body and should follow it on edits. */
  hasCustomExcerpt: boolean;
  featuredImage: string;
  tags: string[];
  /** Lower-cased tags: tag pages and related posts match case-insensitively through an index. */
  tagKeys: string[];
  category: CategoryRecord;
  /** The admin account that owns the post; null for seeded or imported posts. */
  authorId: string | null;
  author: AuthorRecord;
  readTime: number;
  isPublished: boolean;
  isFeatured: boolean;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Increases on every save, so a save based on an older version can be refused. */
  version: number;
  /** The version a bulk tagging run left the post at: unchanged since, a rerun leaves it alone. */
  autoTaggedVersion?: number;
  /** The author's choice for the newsletter when the post is first published: send it, and how much of it. */
  newsletter?: NewsletterChoice | null;
  /** A draft the scheduler publishes once this time has come; null or absent when not scheduled. */
  scheduledAt?: Date | null;
  /**
   * Set by the scheduler in the same write that publishes, cleared once the newsletter was told:
   * a stop between the two is finished on the next run, so a scheduled send is never missed.
   */
  announcementPending?: boolean;
}

/** What a revision keeps of a post: enough to show it, compare it and restore it. */
export type RevisionContent = Pick<PostRecord, "title" | "markdown" | "excerpt" | "hasCustomExcerpt" | "tags" | "category" | "featuredImage" | "slug" | "isPublished">;

export interface SaverRecord {
  /** The account; null for seeded content and the server's own saves (bulk tagging). */
  id: string | null;
  name: string;
}

/**
 * One entry of a post's history. Auto-saves close together fold into one entry (see the
 * revisions service), so `firstSavedAt` is when its first save happened and `savedAt` its last.
 */
export interface PostRevisionRecord extends Document, RevisionContent {
  postId: string;
  /** 1, 2, 3... within the post; never reused, so pruning leaves gaps. */
  number: number;
  kind: RevisionKind;
  savedBy: SaverRecord;
  firstSavedAt: Date;
  savedAt: Date;
  /** The post's version after the entry's last save. */
  postVersion: number;
  /** Against the entry before it. */
  wordsAdded: number;
  wordsRemoved: number;
  /** The number of the revision a restore brought back. */
  restoredFrom?: number;
  /** How many auto-saves the entry holds: 0 for an explicit save. */
  autosaves: number;
}

/** The fields a post is found by; every engine's search indexes these and nothing else. */
export type SearchablePost = Pick<PostRecord, "title" | "excerpt" | "tags" | "plainText" | "isPublished">;

export interface CommentRecord extends Document {
  postId: string;
  authorName: string;
  authorEmail: string;
  content: string;
  isApproved: boolean;
  createdAt: Date;
  /** Held back by the spam checks: never shown, never counted as waiting for the author. */
  isSpam?: boolean;
  /** Why, for the author's Spam view. */
  spamReasons?: string[];
  /**
   * Which checks held it: "filter" for the learned filter, "rule:<name>" for the others (HeldBy).
   * Only the filter's own holds teach it spam when the author deletes all spam.
   */
  heldBy?: string[];
  /** The text's fingerprint (case, spacing and punctuation ignored): the same comment posted under many posts is spam. */
  contentKey?: string;
  /** The spam filter's score when it arrived, 0 to 1. */
  spamScore?: number;
  /** What the author's decision on it taught the filter, so a change of mind takes the lesson back. */
  taughtAs?: "spam" | "ham";
  /** The author's answer, shown under the comment; plain text like every comment. */
  reply?: CommentReplyRecord | null;
}

export interface CommentReplyRecord {
  content: string;
  /** The name the author went by when replying. */
  authorName: string;
  createdAt: Date;
}

/** How often a word stood in comments the author kept (ham) and in those marked spam. */
export interface SpamTokenRecord extends Document {
  spam: number;
  ham: number;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberRecord extends Document {
  email: string;
  createdAt: Date;
  /** Absent on addresses stored before the double opt-in: they asked to subscribe, so they count as confirmed. */
  status?: SubscriberStatus;
  /** SHA-256 of the confirmation link's token: the link works once, and a stolen database holds no live link. */
  confirmTokenHash?: string | null;
  confirmExpiresAt?: Date | null;
  /** When the last confirmation mail was queued; a repeat sign-up within the hour sends none. */
  confirmationSentAt?: Date | null;
  /**
   * Set while the sign-up waits for its confirmation mail, with why: the site-wide hourly budget of
   * confirmation mails was spent when it came. Cleared when its mail is queued.
   */
  confirmationWaiting?: ConfirmationWaitReason | null;
  /** When it began waiting: waiting sign-ups are mailed oldest first. */
  confirmationWaitingSince?: Date | null;
  confirmedAt?: Date | null;
  unsubscribedAt?: Date | null;
}

/** One message to one address, waiting for the mail worker, being sent, sent or given up on. */
export interface NewsletterChoice {
  send: boolean;
  content: "excerpt" | "full";
}

/**
 * One post's newsletter, sent once (its id is the post's). Preparing walks the confirmed
 * subscribers in id order, queuing one delivery each; `cursor` is how far it got, so a restart
 * carries on where it stopped.
 */
export interface NewsletterSendRecord extends Document {
  postId: string;
  postTitle: string;
  content: NewsletterChoice["content"];
  /** "cancelled": withdrawn (the post deleted or unpublished, or the author stopped it); nothing more of it goes out. */
  status: "preparing" | "sending" | "cancelled";
  cursor: string | null;
  /** Deliveries queued so far. */
  queued: number;
  createdAt: Date;
  /** The mail as every reader gets it, but for the unsubscribe link (UNSUBSCRIBE_URL_PLACEHOLDER). */
  subject: string;
  html: string;
  text: string;
  cancelledAt?: Date | null;
  cancelReason?: SendCancelReason | null;
  /** Where a cancelled send stood, so the author's "send to the rest" takes it up from there. */
  cancelledWhile?: "preparing" | "sending" | null;
}

export interface QueuedMailRecord extends Document {
  /** A confirmation carries its own text; a newsletter delivery is drawn from its send's. */
  /** A notice of new comments lists, when it is sent, the comments still waiting since `since`. */
  kind: "confirmation" | "newsletter" | "commentNotice";
  to: string;
  subscriberId?: string;
  sendId?: string;
  since?: Date;
  subject?: string;
  html?: string;
  text?: string;
  /** "cancelled": its newsletter was withdrawn before it was handed to the mail server. */
  status: "pending" | "sending" | "sent" | "failed" | "skipped" | "cancelled";
  attempts: number;
  /** Due from then; a temporary failure moves it later (back-off). */
  nextAttemptAt: Date;
  /** While "sending": a worker that died mid-send leaves this, and the message is taken up again after it. */
  leaseUntil?: Date | null;
  lastError?: string | null;
  createdAt: Date;
  sentAt?: Date | null;
  cancelledAt?: Date | null;
}

export interface UserRecord extends Document {
  provider: "google" | "github" | "demo";
  providerId: string;
  name: string;
  email: string;
  avatar: string;
  createdAt: Date;
  lastSignInAt: Date;
}

export interface SettingRecord extends Document {
  value: unknown;
  updatedAt: Date;
}

export interface SessionRecord extends Document {
  data: string;
  expiresAt: Date;
}

/**
 * What the analytics keep: one small counter row per day (today's and yesterday's; older days are
 * folded into one record per day and kind, and past the longest range the Analytics tab shows, per
 * month), kind and key: a page's path, a referrer's host, a search's
 * text, a crawler's name. Counters are folded in with atomic increments as events arrive, so every
 * instance adds to the same totals, and an event costs one indexed upsert however many keys the
 * day already has.
 */
export const ANALYTICS_KINDS = ["site", "page", "referrer", "campaign", "search", "tag", "share", "crawler", "crawledPage", "answerEngine"] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** Short names keep a busy year's rows small: count, visitors, depth marks, zero-result searches. */
export interface AnalyticsCounters {
  /** Page views, visits, searches, clicks or hits, by kind. */
  c?: number;
  /** Readers told apart within the day (site and page rows). */
  v?: number;
  /** Read-depth marks reached by the day's readers of the page, each worth a quarter of the body. */
  d?: number;
  /** Searches that found nothing. */
  z?: number;
}

export interface AnalyticsCounterRecord extends Document, AnalyticsCounters {
  /** UTC day, YYYY-MM-DD, on a day's row. */
  day?: string;
  /** YYYY-MM on a month's row (days rolled up). */
  month?: string;
  kind: AnalyticsKind;
  /** The key's short name (see AnalyticsKeyRecord), or "other" for what went over the day's cap. */
  name: string;
  /** Set on a row that took in a record of the old shape, so converting it twice adds nothing. */
  converted?: boolean;
}

/** A closed period's counters of one kind, by counter: each key's short name with its value (`c` names every key). */
export interface AnalyticsTotals {
  c: Record<string, number>;
  v?: Record<string, number>;
  d?: Record<string, number>;
  z?: Record<string, number>;
}

/**
 * A closed day's counter rows of one kind, or a month's days, folded into one record: a busy
 * day's thousand rows, each with its id, fields and index entries, were most of a year's bytes.
 * Its field is `totals`, not the old shape's `counts`, so it is never taken for a record to convert.
 */
export interface AnalyticsFoldedRecord extends Document {
  kind: AnalyticsKind;
  /** The day (YYYY-MM-DD) of a folded day; not `day`, so the rows' index ranges hold rows only. */
  folded?: string;
  /** How many keys a folded day holds: the counts the reports read from it, known without reading them. */
  n?: number;
  /** YYYY-MM on a month's record. */
  month?: string;
  /** The days a month's record took in: a day is added to it once, whoever adds it and however often. */
  days?: string[];
  totals: AnalyticsTotals;
}

/**
 * The shape data folders from before issue 21 hold: one record per day and kind with a map of
 * counters by key. The purge job converts them into counter rows once.
 */
export interface LegacyAnalyticsPeriodRecord extends Document {
  day?: string;
  month?: string;
  kind: AnalyticsKind;
  counts: Record<string, AnalyticsCounters>;
}

/**
 * A counted key (a path, a host, a search) stored once under a short digest of it: the day and
 * month records name keys by that digest, since the same long paths would otherwise be written
 * again in every day's row, and they were most of a busy year's bytes.
 */
export interface AnalyticsKeyRecord extends Document {
  kind: AnalyticsKind;
  key: string;
  /** The last day it was counted on: once its months are purged, the name goes too. */
  lastDay: string;
}

/**
 * The raw window: that a visitor key was already seen today (on the site, on a page, at a depth).
 * It holds only hashes, and goes with its day.
 */
export interface AnalyticsSeenRecord extends Document {
  day: string;
}

/** The day's secret for visitor keys; deleted once its day is over. */
export interface AnalyticsSaltRecord extends Document {
  salt: string;
  createdAt: Date;
}
