import type { PageName } from "./routes";

/**
 * What Furrow's own analytics count, and how. The collector, the server's request counter and the
 * privacy page all read these values, so what the page promises is what the code does. They sit
 * apart from the crawler lists and the privacy texts because the readers' beacon needs them too,
 * and it must stay a script of a few hundred bytes.
 */

export const ANALYTICS = {
  /** Where the beacon sends its events (a same-origin POST, text/plain JSON). */
  collectPath: "/api/analytics/collect",
  /** Read depth is reported when a reader passes these shares of an article's body. */
  depthThresholds: [25, 50, 75, 100] as const,
  /** The Analytics tab's ranges. */
  rangesDays: [7, 30, 90] as const,
  /** Daily aggregates older than this are deleted: a year to compare with, and a little more. */
  retentionDays: 400,
  /** Events one beacon may carry (scrolling to the end at once passes four depth marks). */
  maxEventsPerBeacon: 8,
  /** Longest search text kept as a key; longer ones are cut. */
  maxQueryLength: 60,
  /** Longest campaign source (utm_source) and referring host kept as keys; longer ones are cut. */
  maxSourceLength: 40,
  maxHostLength: 100,
  /**
   * What is counted once a day has its cap of distinct keys of a kind (ANALYTICS_KEYS_PER_DAY),
   * and pages that are not pages of the blog: counted, under this one key.
   */
  otherKey: "other",
  /** Entries in each of the Analytics tab's lists (top posts, referrers, searches, tags). */
  listLength: 10,
} as const;

/** Pages a reader can be counted on; the admin, the editor and the tools are not. */
export const READER_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  "home",
  "posts",
  "contact",
  "newsletter",
  "privacy",
  "article",
  "tag",
  "sitePage",
]);

export type DepthThreshold = (typeof ANALYTICS.depthThresholds)[number];
export type AnalyticsRange = (typeof ANALYTICS.rangesDays)[number];
