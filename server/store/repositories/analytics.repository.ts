import { createHash } from "node:crypto";
import { insertOnce } from "../insert-once";
import type { AnalyticsCounters, AnalyticsKeyRecord, AnalyticsKind, AnalyticsPeriodRecord, AnalyticsSaltRecord, AnalyticsSeenRecord, DocumentStore } from "../types";

export interface DailyCounters {
  count?: number;
  visitors?: number;
  depthMarks?: number;
  zeroResults?: number;
}

/** One key's counters on one day, as the reports read them. */
export interface DailyCount extends Required<DailyCounters> {
  day: string;
  kind: AnalyticsKind;
  key: string;
}

const SHORT_NAMES: Record<keyof DailyCounters, keyof AnalyticsCounters> = { count: "c", visitors: "v", depthMarks: "d", zeroResults: "z" };

/**
 * A key's short name in the period records: 48 bits of a digest, in letters, digits, "-" and "_"
 * (never a "." or "$", which stores refuse in field names). Every instance derives the same name
 * without asking the store, and a blog's few thousand keys are far from sharing one.
 */
const shortName = (kind: AnalyticsKind, key: string) => createHash("sha256").update(`${kind}\n${key}`).digest("base64url").slice(0, 8);

const monthId = (month: string, kind: AnalyticsKind) => `month|${month}|${kind}`;

/** Every counter of a record as dotted increments, to fold it into another record in one update. */
function incrementsOf(record: AnalyticsPeriodRecord): Record<string, number> {
  const increments: Record<string, number> = {};
  for (const [key, counters] of Object.entries(record.counts)) {
    for (const [name, value] of Object.entries(counters)) if (value) increments[`counts.${key}.${name}`] = value;
  }
  return increments;
}

/**
 * The analytics' collections: counters per day and kind (a busy day is one record per kind, not
 * one per page), the day's raw "already seen" markers, and the day's salt.
 */
export function createAnalyticsRepository(store: DocumentStore) {
  const periods = () => store.collection<AnalyticsPeriodRecord>("analyticsDaily");
  const keyNames = () => store.collection<AnalyticsKeyRecord>("analyticsKeys");
  const seen = () => store.collection<AnalyticsSeenRecord>("analyticsSeen");
  const salts = () => store.collection<AnalyticsSaltRecord>("analyticsSalts");

  // Keys this process has already dated today: a key's record is written once a day, not once an event.
  let namedOn = "";
  const namedToday = new Set<string>();
  async function nameKey(day: string, kind: AnalyticsKind, key: string): Promise<string> {
    const name = shortName(kind, key);
    if (namedOn !== day) {
      namedOn = day;
      namedToday.clear();
    }
    if (!namedToday.has(name)) {
      await keyNames().updateOne({ _id: name }, { $set: { kind, key, lastDay: day } }, { upsert: true });
      namedToday.add(name);
    }
    return name;
  }

  return {
    async add(day: string, kind: AnalyticsKind, key: string, counters: DailyCounters): Promise<void> {
      const name = await nameKey(day, kind, key);
      const increments: Record<string, number> = {};
      for (const [counter, value] of Object.entries(counters) as [keyof DailyCounters, number][]) increments[`counts.${name}.${SHORT_NAMES[counter]}`] = value;
      await periods().updateOne({ _id: `${day}|${kind}` }, { $inc: increments, $set: { day, kind } }, { upsert: true });
    },

    /** True the first time a marker is set on its day, from any instance: a visitor, a page, a depth mark. */
    firstSighting(day: string, marker: string): Promise<boolean> {
      return insertOnce(seen(), { _id: `${day}|${marker}`, day });
    },

    /** Each key's counters on each day from `from` to `to` (inclusive, YYYY-MM-DD), of these kinds. */
    async between(kinds: AnalyticsKind[], from: string, to: string): Promise<DailyCount[]> {
      const records = await periods().find({ kind: { $in: kinds }, day: { $gte: from, $lte: to } });
      const names = [...new Set(records.flatMap((record) => Object.keys(record.counts)))];
      const keys = new Map((await keyNames().find({ _id: { $in: names } })).map((named) => [named._id, named.key]));
      return records.flatMap((record) =>
        Object.entries(record.counts).map(([name, counters]) => ({
          day: record.day!,
          kind: record.kind,
          key: keys.get(name) ?? name,
          count: counters.c ?? 0,
          visitors: counters.v ?? 0,
          depthMarks: counters.d ?? 0,
          zeroResults: counters.z ?? 0,
        })),
      );
    },

    /**
     * Folds days before `day` into their months, a few records a call. Each day's record is
     * deleted before it is added, so two instances never both add it.
     */
    async rollUpDaysBefore(day: string, batch = 50): Promise<number> {
      const old = await periods().find({ day: { $lt: day } }, { limit: batch });
      let folded = 0;
      for (const record of old) {
        if ((await periods().deleteOne({ _id: record._id })) !== 1) continue;
        const month = record.day!.slice(0, 7);
        await periods().updateOne({ _id: monthId(month, record.kind) }, { $inc: incrementsOf(record), $set: { month, kind: record.kind } }, { upsert: true });
        folded += 1;
      }
      return folded;
    },

    /** Months before `month`, and the names of keys last counted before it, which no record kept still uses. */
    async deleteMonthsBefore(month: string): Promise<number> {
      const [monthsDeleted] = await Promise.all([periods().deleteMany({ month: { $lt: month } }), keyNames().deleteMany({ lastDay: { $lt: `${month}-01` } })]);
      return monthsDeleted;
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
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
