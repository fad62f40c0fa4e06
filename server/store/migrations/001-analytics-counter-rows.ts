import { breathe } from "../batches";
import type { AnalyticsCounters, AnalyticsKind } from "../repositories/analytics.record";
import { dayRowId } from "../repositories/analytics.repository";
import { type Document, type DocumentStore, DuplicateKeyError } from "../types";
import type { Migration } from "./migration";

/** The first shape of the analytics: one record per day (or month) and kind with a map of counters by key. */
export interface AnalyticsPeriodRecord extends Document {
  day?: string;
  month?: string;
  kind: AnalyticsKind;
  counts: Record<string, AnalyticsCounters>;
}

const RECORDS_AT_ONCE = 5;
const monthRowId = (month: string, kind: AnalyticsKind, name: string) => `month|${month}|${kind}|${name}`;

function incrementsOf(counters: AnalyticsCounters): Record<string, number> {
  const increments: Record<string, number> = {};
  for (const field of ["c", "v", "d", "z"] as const) if (counters[field]) increments[field] = counters[field];
  return increments;
}

/**
 * Each period record becomes one counter row per key, as the collector writes them now. A row takes
 * a record's counters only while it is not yet marked `converted`, and the record is deleted last:
 * a stop half-way, or a second process converting at once, adds nothing twice.
 */
export const analyticsCounterRows: Migration = {
  name: "analytics counts by key become counter rows",
  async up(store: DocumentStore) {
    const daily = store.collection<Document & Record<string, unknown>>("analyticsDaily");
    const periods = store.collection<AnalyticsPeriodRecord>("analyticsDaily");
    for (;;) {
      const records = await periods.find({ counts: { $exists: true } }, { limit: RECORDS_AT_ONCE });
      if (records.length === 0) return;
      for (const record of records) {
        const period = record.day ? { day: record.day } : { month: record.month! };
        let written = 0;
        for (const [name, counters] of Object.entries(record.counts)) {
          const _id = record.day ? dayRowId(record.day, record.kind, name) : monthRowId(record.month!, record.kind, name);
          try {
            await daily.updateOne(
              { _id, converted: { $exists: false } },
              { $inc: incrementsOf(counters), $set: { ...period, kind: record.kind, name, converted: true } },
              { upsert: true },
            );
          } catch (error) {
            // The row exists and is marked: this record's counters are in it already.
            if (!(error instanceof DuplicateKeyError)) throw error;
          }
          if (++written % 200 === 0) await breathe();
        }
        await periods.deleteOne({ _id: record._id });
      }
    }
  },
};
