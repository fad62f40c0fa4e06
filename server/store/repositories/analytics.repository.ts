// Over 300 lines: counting, reading and folding closed days into records and months share the ids
// and the record shapes, and folding must match what the reports read while a day is half folded.
import { createHash } from "node:crypto";
import { ANALYTICS } from "../../../shared/analytics-limits";
import { BATCH_ROWS, breathe } from "../batches";
import { insertOnce } from "../insert-once";
import { type DocumentStore, DuplicateKeyError } from "../types";
import {
  ANALYTICS_KINDS,
  type AnalyticsCounterRecord,
  type AnalyticsCounters,
  type AnalyticsFoldedRecord,
  type AnalyticsKeyRecord,
  type AnalyticsKind,
  type AnalyticsSaltRecord,
  type AnalyticsSeenRecord,
  type AnalyticsTotals,
} from "./analytics.record";

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

export const dayRowId = (day: string, kind: AnalyticsKind, name: string) => `${day}|${kind}|${name}`;
// Kind first: one kind's folded days over a range are one range of ids.
const foldedDayId = (kind: AnalyticsKind, day: string) => `fold|${kind}|${day}`;
// "*" where a row has a key's name (no digest is "*"), and not the old shape's `month|<month>|<kind>`: no id of either is ever taken for it.
const monthRecordId = (month: string, kind: AnalyticsKind) => `month|${month}|${kind}|*`;

/** One key's counters from a folded record, as its row held them. */
function countersIn(totals: AnalyticsTotals, name: string): Required<AnalyticsCounters> {
  return { c: totals.c[name] ?? 0, v: totals.v?.[name] ?? 0, d: totals.d?.[name] ?? 0, z: totals.z?.[name] ?? 0 };
}

/** A row's counters written into `totals`: every key in `c`, the other counters only where not zero. */
function addToTotals(totals: AnalyticsTotals, name: string, counters: AnalyticsCounters): void {
  totals.c[name] = counters.c ?? 0;
  for (const field of ["v", "d", "z"] as const) if (counters[field]) (totals[field] ??= {})[name] = counters[field];
}

/** A day's counter row and its key's name record as `add` leaves them: for fixtures that write many days at once. */
export function dayRowOf(
  day: string,
  kind: AnalyticsKind,
  key: string,
  counters: DailyCounters,
): { row: AnalyticsCounterRecord; named: AnalyticsKeyRecord } {
  const name = nameOf(kind, key);
  const row: AnalyticsCounterRecord = { _id: dayRowId(day, kind, name), day, kind, name };
  for (const [counter, value] of Object.entries(counters) as [keyof DailyCounters, number][]) row[SHORT_NAMES[counter]] = value;
  return { row, named: { _id: name, kind, key, lastDay: day } };
}

/**
 * The analytics' collections: one counter row per day, kind and key while the day is open (closed
 * days as one record per day and kind, older ones per month and kind), the keys' names, the day's
 * raw "already seen" markers, and the day's salt.
 */
export function createAnalyticsRepository(store: DocumentStore) {
  const rows = () => store.collection<AnalyticsCounterRecord>("analyticsDaily");
  const folded = () => store.collection<AnalyticsFoldedRecord>("analyticsDaily");
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

  /**
   * Folds the rows of one closed day and kind before `day` into one record, a few hundred rows at
   * a time with the event loop free between them; returns how many rows it took in (0: none
   * left). Rows of a closed day no longer change, so the record is written once, whole, from all
   * of them, before any is deleted: a second process folding the same day finds it written and
   * only deletes, and one that stopped half-way leaves rows the record already holds, which the
   * next fold deletes. A row the record lacks (counts of the old shape converted after the day
   * was folded) is added to it under a check of its key count, so no two processes add it both.
   */
  async function foldDaysBefore(day: string, batch = BATCH_ROWS): Promise<number> {
    let first: Pick<AnalyticsCounterRecord, "day" | "kind"> | undefined;
    // Kind by kind, so the rows' one index (kind, then day) finds them: an index on the day alone would cost every new row an entry.
    for (const kind of ANALYTICS_KINDS)
      if (!first)
        [first] = await rows().find({ kind, day: { $lt: day }, name: { $exists: true } }, { limit: 1, projection: { day: 1, kind: 1 } });
    if (!first) return 0;
    const closed = first.day!;
    const kind = first.kind;
    const ofTheDay = { kind, day: closed, name: { $exists: true } };
    const _id = foldedDayId(kind, closed);
    let record = await folded().findOne({ _id });
    if (!record) {
      const totals: AnalyticsTotals = { c: {} };
      for (let after = ""; ;) {
        const page = await rows().find({ ...ofTheDay, _id: { $gt: after } }, { sort: { _id: 1 }, limit: batch });
        for (const row of page) addToTotals(totals, row.name, row);
        if (page.length < batch) break;
        after = page[page.length - 1]._id;
        await breathe();
      }
      await insertOnce(folded(), { _id, kind, folded: closed, n: Object.keys(totals.c).length, totals });
      record = await folded().findOne({ _id });
      // Another process has already rolled the day into its month: what is left of it waits for the next round.
      if (!record) return 0;
    }
    let taken = 0;
    for (;;) {
      const page = await rows().find(ofTheDay, { limit: batch });
      if (page.length === 0) break;
      for (const row of page) {
        while (record.totals.c[row.name] === undefined) {
          const added: Record<string, number> = { [`totals.c.${row.name}`]: row.c ?? 0 };
          for (const field of ["v", "d", "z"] as const) if (row[field]) added[`totals.${field}.${row.name}`] = row[field];
          if ((await folded().updateOne({ _id, n: record.n }, { $set: added, $inc: { n: 1 } })).matchedCount === 1) {
            addToTotals(record.totals, row.name, row);
            record.n = record.n! + 1;
            break;
          }
          const current = await folded().findOne({ _id });
          if (!current) return taken;
          record = current;
        }
      }
      await rows().deleteMany({ _id: { $in: page.map((row) => row._id) } });
      taken += page.length;
      await breathe();
    }
    return taken;
  }

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

    /**
     * Each key's counters on each day from `from` to `to` (inclusive, YYYY-MM-DD), of one kind, from
     * the days' rows and folded days alike. While a day is being folded its rows and its record both
     * hold a key, with the same counters: it is read once.
     */
    async between(kind: AnalyticsKind, from: string, to: string): Promise<DailyCount[]> {
      // Rows first: a fold writes its record before it deletes a row, so a row gone by now is in a record read after.
      const dayRows = await rows().find({ kind, day: { $gte: from, $lte: to } });
      const foldedDays = await folded().find({ _id: { $gte: foldedDayId(kind, from), $lte: foldedDayId(kind, to) } });
      const counts: DailyCount[] = [];
      const foldedOn = new Map<string, AnalyticsTotals>();
      for (const record of foldedDays) {
        foldedOn.set(record.folded!, record.totals);
        for (const name of Object.keys(record.totals.c)) {
          const { c, v, d, z } = countersIn(record.totals, name);
          counts.push({ day: record.folded!, kind, name, count: c, visitors: v, depthMarks: d, zeroResults: z });
        }
      }
      for (const row of dayRows) {
        if (foldedOn.get(row.day!)?.c[row.name] !== undefined) continue;
        counts.push({
          day: row.day!,
          kind: row.kind,
          name: row.name,
          count: row.c ?? 0,
          visitors: row.v ?? 0,
          depthMarks: row.d ?? 0,
          zeroResults: row.z ?? 0,
        });
      }
      return counts;
    },

    /**
     * How many counts `between` would return: the rows, counted in the index alone, and each folded
     * day's number of keys. A day being folded right now is counted in both, so a caller holding
     * sums reads them again, never one time too few.
     */
    async countBetween(kind: AnalyticsKind, from: string, to: string): Promise<number> {
      const dayRows = await rows().countDocuments({ kind, day: { $gte: from, $lte: to } });
      const foldedDays = await folded().find(
        { _id: { $gte: foldedDayId(kind, from), $lte: foldedDayId(kind, to) } },
        { projection: { n: 1 } },
      );
      return foldedDays.reduce((sum, record) => sum + (record.n ?? 0), dayRows);
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

    foldDaysBefore,

    /**
     * Folds closed days before `day` into their months, a few days a call: first any rows left of
     * those days into their folded days, then each folded day into its month's record, where
     * counters are added in one atomic update that also lists the day, and only while the month
     * does not list it yet. The folded day is deleted last, so two processes, or one that stopped
     * half-way, add each day to its month once.
     */
    async rollUpDaysBefore(day: string, batch = 20): Promise<number> {
      const rowsFolded = await foldDaysBefore(day);
      if (rowsFolded > 0) return rowsFolded;
      let rolled = 0;
      for (const kind of ANALYTICS_KINDS) {
        const old = await folded().find({ _id: { $gte: foldedDayId(kind, ""), $lt: foldedDayId(kind, day) } }, { limit: batch });
        for (const record of old) {
          const closed = record.folded!;
          const month = closed.slice(0, 7);
          const increments: Record<string, number> = {};
          for (const field of COUNTER_FIELDS)
            for (const [name, value] of Object.entries(record.totals[field] ?? {})) increments[`totals.${field}.${name}`] = value;
          try {
            await folded().updateOne(
              { _id: monthRecordId(month, kind), days: { $ne: closed } },
              { $inc: increments, $push: { days: closed }, $set: { month, kind } },
              { upsert: true },
            );
          } catch (error) {
            // The month's record exists and lists the day: its counters are in it already.
            if (!(error instanceof DuplicateKeyError)) throw error;
          }
          await folded().deleteOne({ _id: record._id });
          rolled += 1;
          await breathe();
        }
      }
      return rolled;
    },

    /** Months before `month`, and the names of keys last counted before it, which no row kept still uses. */
    async deleteMonthsBefore(month: string): Promise<number> {
      // Every month's id starts with "month|" and its month (rows of the old shape too): the id's index finds them, with no index of their own.
      const [monthsDeleted] = await Promise.all([
        rows().deleteMany({ _id: { $gte: "month|", $lt: `month|${month}` } }),
        keyNames().deleteMany({ lastDay: { $lt: `${month}-01` } }),
      ]);
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
