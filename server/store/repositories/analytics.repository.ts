import { createHash } from "node:crypto";
import { ANALYTICS } from "../../../shared/analytics-limits";
import { insertOnce } from "../insert-once";
import {
  type AnalyticsCounterRecord,
  type AnalyticsCounters,
  type AnalyticsKeyRecord,
  type AnalyticsKind,
  type AnalyticsSaltRecord,
  type AnalyticsSeenRecord,
  type DocumentStore,
  DuplicateKeyError,
  type LegacyAnalyticsPeriodRecord,
} from "../types";

export interface DailyCounters {
  count?: number;
  visitors?: number;
  depthMarks?: number;
  zeroResults?: number;
}

/** One key's counters on one day, as the reports read them: the key by its short name. */
export interface DailyCount extends Required<DailyCounters> {
  day: string;
  kind: AnalyticsKind;
  name: string;
}

const SHORT_NAMES: Record<keyof DailyCounters, keyof AnalyticsCounters> = { count: "c", visitors: "v", depthMarks: "d", zeroResults: "z" };
const COUNTER_FIELDS = ["c", "v", "d", "z"] as const;
// Lookups by name stay well under SQLite's limit on one expression, whatever the engine does with a long $in.
const NAMES_PER_LOOKUP = 500;

/**
 * A key's short name: 48 bits of a digest, in letters, digits, "-" and "_". Every instance derives
 * the same name without asking the store, and a blog's few thousand keys are far from sharing one.
 * What went over a day's cap is counted under the name "other", which no digest of 8 characters is.
 */
export const nameOf = (kind: AnalyticsKind, key: string) =>
  key === ANALYTICS.otherKey ? ANALYTICS.otherKey : createHash("sha256").update(`${kind}\n${key}`).digest("base64url").slice(0, 8);

const dayRowId = (day: string, kind: AnalyticsKind, name: string) => `${day}|${kind}|${name}`;
const monthRowId = (month: string, kind: AnalyticsKind, name: string) => `month|${month}|${kind}|${name}`;

function incrementsOf(counters: AnalyticsCounters): Record<string, number> {
  const increments: Record<string, number> = {};
  for (const field of COUNTER_FIELDS) if (counters[field]) increments[field] = counters[field];
  return increments;
}

/** A day's counter row and its key's name record as `add` leaves them: for fixtures that write many days at once. */
export function dayRowOf(day: string, kind: AnalyticsKind, key: string, counters: DailyCounters): { row: AnalyticsCounterRecord; named: AnalyticsKeyRecord } {
  const name = nameOf(kind, key);
  const row: AnalyticsCounterRecord = { _id: dayRowId(day, kind, name), day, kind, name };
  for (const [counter, value] of Object.entries(counters) as [keyof DailyCounters, number][]) row[SHORT_NAMES[counter]] = value;
  return { row, named: { _id: name, kind, key, lastDay: day } };
}

const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The analytics' collections: one counter row per day, kind and key, the keys' names, the day's
 * raw "already seen" markers, and the day's salt.
 */
export function createAnalyticsRepository(store: DocumentStore) {
  const rows = () => store.collection<AnalyticsCounterRecord>("analyticsDaily");
  const legacyRecords = () => store.collection<LegacyAnalyticsPeriodRecord>("analyticsDaily");
  const keyNames = () => store.collection<AnalyticsKeyRecord>("analyticsKeys");
  const seen = () => store.collection<AnalyticsSeenRecord>("analyticsSeen");
  const salts = () => store.collection<AnalyticsSaltRecord>("analyticsSalts");

  // Keys this process has already dated today: a key's name is written once a day, not once an event.
  let namedOn = "";
  const namedToday = new Set<string>();
  async function nameKey(day: string, kind: AnalyticsKind, key: string): Promise<string> {
    const name = nameOf(kind, key);
    if (name === ANALYTICS.otherKey) return name;
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

  // Once a process has found no record of the old shape, none can appear: nothing writes them any more.
  let legacyLeft = true;

  return {
    /** One indexed upsert of the key's counter row for the day. */
    async add(day: string, kind: AnalyticsKind, key: string, counters: DailyCounters): Promise<void> {
      const name = await nameKey(day, kind, key);
      const increments: Record<string, number> = {};
      for (const [counter, value] of Object.entries(counters) as [keyof DailyCounters, number][]) increments[SHORT_NAMES[counter]] = value;
      await rows().updateOne({ _id: dayRowId(day, kind, name) }, { $inc: increments, $set: { day, kind, name } }, { upsert: true });
    },

    /** Whether the key already has its row on the day. */
    async isCounted(day: string, kind: AnalyticsKind, key: string): Promise<boolean> {
      return (await rows().findOne({ _id: dayRowId(day, kind, nameOf(kind, key)) }, { projection: { _id: 1 } })) !== null;
    },

    /** How many keys of a kind have a row on the day: at most the day's cap (and "other"), so counting reads few index entries. */
    keysOn(day: string, kind: AnalyticsKind): Promise<number> {
      return rows().countDocuments({ kind, day });
    },

    /** True the first time a marker is set on its day, from any instance: a visitor, a page, a depth mark. */
    firstSighting(day: string, marker: string): Promise<boolean> {
      return insertOnce(seen(), { _id: `${day}|${marker}`, day });
    },

    /** Each key's counters on each day from `from` to `to` (inclusive, YYYY-MM-DD), of one kind: its rows and nothing else. */
    async between(kind: AnalyticsKind, from: string, to: string): Promise<DailyCount[]> {
      const found = await rows().find({ kind, day: { $gte: from, $lte: to } });
      // A record of the old shape not yet converted has no name: the purge job turns it into rows soon after start.
      return found
        .filter((row) => row.name !== undefined)
        .map((row) => ({ day: row.day!, kind: row.kind, name: row.name, count: row.c ?? 0, visitors: row.v ?? 0, depthMarks: row.d ?? 0, zeroResults: row.z ?? 0 }));
    },

    /** How many rows `between` would read: counted in the index alone. */
    countBetween(kind: AnalyticsKind, from: string, to: string): Promise<number> {
      return rows().countDocuments({ kind, day: { $gte: from, $lte: to } });
    },

    /** The keys behind these short names; a name with no key left reads as itself ("other" among them). */
    async keysOf(names: string[]): Promise<Map<string, string>> {
      const keys = new Map<string, string>();
      for (let start = 0; start < names.length; start += NAMES_PER_LOOKUP) {
        const chunk = names.slice(start, start + NAMES_PER_LOOKUP).filter((name) => name !== ANALYTICS.otherKey);
        if (chunk.length > 0) for (const named of await keyNames().find({ _id: { $in: chunk } })) keys.set(named._id, named.key);
      }
      for (const name of names) if (!keys.has(name)) keys.set(name, name);
      return keys;
    },

    /**
     * Folds day rows before `day` into their months, a few rows a call. Each row is deleted before
     * it is added, so two instances never both add it.
     */
    async rollUpDaysBefore(day: string, batch = 200): Promise<number> {
      const old = await rows().find({ day: { $lt: day }, name: { $exists: true } }, { limit: batch });
      let folded = 0;
      for (const row of old) {
        if ((await rows().deleteOne({ _id: row._id })) !== 1) continue;
        const month = row.day!.slice(0, 7);
        await rows().updateOne({ _id: monthRowId(month, row.kind, row.name) }, { $inc: incrementsOf(row), $set: { month, kind: row.kind, name: row.name } }, { upsert: true });
        folded += 1;
      }
      return folded;
    },

    /**
     * Turns records of the old shape (a day or month and kind with a map of counters) into counter
     * rows, a few records a call, letting the event loop run between batches of keys. A row takes
     * a record's counters only while it is not yet marked as converted, and the record is deleted
     * last: a stop half-way, or a second process doing the same, adds nothing twice.
     */
    async convertLegacyRecords(batch = 5): Promise<number> {
      if (!legacyLeft) return 0;
      const legacy = await legacyRecords().find({ counts: { $exists: true } }, { limit: batch });
      if (legacy.length === 0) legacyLeft = false;
      for (const record of legacy) {
        const period = record.day ? { day: record.day } : { month: record.month! };
        let written = 0;
        for (const [name, counters] of Object.entries(record.counts)) {
          const _id = record.day ? dayRowId(record.day, record.kind, name) : monthRowId(record.month!, record.kind, name);
          try {
            await rows().updateOne({ _id, converted: { $exists: false } }, { $inc: incrementsOf(counters), $set: { ...period, kind: record.kind, name, converted: true } }, { upsert: true });
          } catch (error) {
            // The row exists and is marked: this record's counters are in it already.
            if (!(error instanceof DuplicateKeyError)) throw error;
          }
          if (++written % 200 === 0) await breathe();
        }
        await legacyRecords().deleteOne({ _id: record._id });
      }
      return legacy.length;
    },

    /** Months before `month`, and the names of keys last counted before it, which no row kept still uses. */
    async deleteMonthsBefore(month: string): Promise<number> {
      const [monthsDeleted] = await Promise.all([rows().deleteMany({ month: { $lt: month } }), keyNames().deleteMany({ lastDay: { $lt: `${month}-01` } })]);
      return monthsDeleted;
    },

    salt(day: string): Promise<AnalyticsSaltRecord | null> {
      return salts().findOne({ _id: day });
    },

    /** Stores the day's salt unless another instance did first; the one stored wins. */
    addSalt(day: string, salt: string, createdAt: Date): Promise<boolean> {
      return insertOnce(salts(), { _id: day, salt, createdAt });
    },

    /**
     * Past days' salts and markers: once gone, no visitor key of those days can be made again. A
     * salt is overwritten before it is deleted and the engine then lets go of deleted content, so
     * no copy stays behind in free pages or the write-ahead log.
     */
    async forgetDaysBefore(day: string): Promise<number> {
      const past = { _id: { $lt: day } };
      const overwritten = (await salts().updateMany(past, { $set: { salt: "" } })).matchedCount;
      const [saltsDeleted, markersDeleted] = await Promise.all([salts().deleteMany(past), seen().deleteMany({ day: { $lt: day } })]);
      if (overwritten > 0) await store.compact?.();
      return saltsDeleted + markersDeleted;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
