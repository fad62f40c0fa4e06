import type { Clock } from "../lib/clock";
import type { SessionsRepository } from "../store/repositories/sessions.repository";
import type { RateLimitsRepository } from "../store/repositories/rate-limits.repository";
import type { AnalyticsRepository } from "../store/repositories/analytics.repository";
import { ANALYTICS } from "../../shared/analytics";
import { dayOf } from "../modules/analytics/visitor-keys";
import type { BackgroundJob } from "./background-jobs";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes sessions past their expiry. Reads already ignore them; this keeps the store from
 * growing with every visitor who once signed in. Deleting is idempotent, so two instances may both run it.
 */
export function sessionPurgeJob(sessions: SessionsRepository, clock: Clock, everyMs = HOUR_MS): BackgroundJob {
  return { name: "purge expired sessions", everyMs, run: () => sessions.deleteExpired(clock.now()) };
}

/** Deletes rate-limit windows that have closed. */
export function rateLimitPurgeJob(counters: RateLimitsRepository, clock: Clock, everyMs = HOUR_MS): BackgroundJob {
  return { name: "purge closed rate-limit windows", everyMs, run: () => counters.deleteExpired(clock.now()) };
}

/**
 * Forgets past days' salts and visitor markers as soon as a day is over, even on a day nobody
 * visits; folds each closed day's
 * rows into one record per kind, and days older than the Analytics tab's longest range into months; deletes months past the retention period; then
 * lets the reports sum the past days ahead of the author's first look.
 */
export function analyticsPurgeJob(
  analytics: AnalyticsRepository,
  clock: Clock,
  everyMs = HOUR_MS / 4,
  warmReports?: () => Promise<void>,
): BackgroundJob {
  return {
    name: "forget past analytics salts, roll up and purge old counts",
    everyMs,
    async run() {
      const now = clock.now();
      await analytics.forgetDaysBefore(dayOf(now));
      // Days before yesterday are closed (a late beacon of yesterday still lands in its row): each kind's rows become one record.
      while ((await analytics.foldDaysBefore(dayOf(new Date(now.getTime() - DAY_MS)))) > 0);
      const longestRange = Math.max(...ANALYTICS.rangesDays);
      while ((await analytics.rollUpDaysBefore(dayOf(new Date(now.getTime() - longestRange * DAY_MS)))) > 0);
      await analytics.deleteMonthsBefore(dayOf(new Date(now.getTime() - ANALYTICS.retentionDays * DAY_MS)).slice(0, 7));
      // Last, once the rows are in their final shape, so the author's first look reads today's rows only.
      await warmReports?.();
    },
  };
}
