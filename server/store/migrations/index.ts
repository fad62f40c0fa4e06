import { analyticsCounterRows } from "./001-analytics-counter-rows";
import { analyticsUnusedIndexes } from "./002-analytics-unused-indexes";
import { postsLastPublicSlug } from "./003-posts-last-public-slug";
import { subscribersStatus } from "./004-subscribers-status";
import { importsReportBytes } from "./005-imports-report-bytes";
import { commentsHeldBy } from "./006-comments-held-by";
import type { Migration } from "./migration";

/**
 * Every upgrade of stored data, in the order they run; the data's schema version is how many of
 * them it has been through. Append only: a migration's place is its number, stored in databases.
 */
export const MIGRATIONS: readonly Migration[] = [
  analyticsCounterRows,
  analyticsUnusedIndexes,
  postsLastPublicSlug,
  subscribersStatus,
  importsReportBytes,
  commentsHeldBy,
];
