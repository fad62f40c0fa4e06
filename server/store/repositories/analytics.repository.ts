import { insertOnce } from "../insert-once";
import type { AnalyticsDailyRecord, AnalyticsKind, AnalyticsSaltRecord, AnalyticsSeenRecord, DocumentStore } from "../types";

export type DailyCounters = Partial<Pick<AnalyticsDailyRecord, "count" | "visitors" | "depthMarks" | "zeroResults">>;

/**
 * The analytics' three collections: daily counters (folded in with atomic increments, so every
 * instance adds to the same totals), the day's raw "already seen" markers, and the day's salt.
 */
export function createAnalyticsRepository(store: DocumentStore) {
  const daily = () => store.collection<AnalyticsDailyRecord>("analyticsDaily");
  const seen = () => store.collection<AnalyticsSeenRecord>("analyticsSeen");
  const salts = () => store.collection<AnalyticsSaltRecord>("analyticsSalts");

  return {
    async add(day: string, kind: AnalyticsKind, key: string, counters: DailyCounters): Promise<void> {
      await daily().updateOne({ _id: `${day}|${kind}|${key}` }, { $inc: counters, $set: { day, kind, key } }, { upsert: true });
    },

    /** True the first time a marker is set on its day, from any instance: a visitor, a page, a depth mark. */
    firstSighting(day: string, marker: string): Promise<boolean> {
      return insertOnce(seen(), { _id: `${day}|${marker}`, day });
    },

    /** Days from `from` to `to` (inclusive, YYYY-MM-DD) of these kinds. */
    between(kinds: AnalyticsKind[], from: string, to: string): Promise<AnalyticsDailyRecord[]> {
      return daily().find({ kind: { $in: kinds }, day: { $gte: from, $lte: to } });
    },

    salt(day: string): Promise<AnalyticsSaltRecord | null> {
      return salts().findOne({ _id: day });
    },

    /** Stores the day's salt unless another instance did first; the one stored wins. */
    addSalt(day: string, salt: string, createdAt: Date): Promise<boolean> {
      return insertOnce(salts(), { _id: day, salt, createdAt });
    },

    /** Past days' salts and markers: once gone, no visitor key of those days can be made again. */
    async forgetDaysBefore(day: string): Promise<number> {
      const [saltsDeleted, markersDeleted] = await Promise.all([salts().deleteMany({ _id: { $lt: day } }), seen().deleteMany({ day: { $lt: day } })]);
      return saltsDeleted + markersDeleted;
    },

    deleteDailyBefore(day: string): Promise<number> {
      return daily().deleteMany({ day: { $lt: day } });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
