import type { Document } from "../types";

/**
 * What the analytics keep: one small counter row per day (today's and yesterday's; older days are
 * folded into one record per day and kind, and past the longest range the Analytics tab shows, per
 * month), kind and key: a page's path, a referrer's host, a search's
 * text, a crawler's name. Counters are folded in with atomic increments as events arrive, so every
 * instance adds to the same totals, and an event costs one indexed upsert however many keys the
 * day already has.
 */
export const ANALYTICS_KINDS = [
  "site",
  "page",
  "referrer",
  "campaign",
  "search",
  "tag",
  "share",
  "crawler",
  "crawledPage",
  "answerEngine",
] as const;

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
 * Its field is `totals`, not `counts`, so the period records' migration never takes it for one of theirs.
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
