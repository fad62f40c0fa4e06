import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ANALYTICS } from "../../../shared/analytics";
import type { AnalyticsReport } from "../../../shared/types";
import { nameOf } from "../../store/repositories/analytics.repository";
import type { AnalyticsCounterRecord, AnalyticsKeyRecord, AnalyticsKind } from "../../store/repositories/analytics.record";
import { type AnalyticsPeriodRecord, analyticsCounterRows } from "../../store/migrations/001-analytics-counter-rows";
import { SqliteStore } from "../../store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../../store/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let t: TestApp;
let dataDir: string;
afterEach(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const named = (kind: AnalyticsKind, key: string) => nameOf(kind, key);

/** What a data folder from before counter rows holds: one record per day (or month) and kind, counters by key. */
const LEGACY: AnalyticsPeriodRecord[] = [
  { _id: "2026-11-23|site", day: "2026-11-23", kind: "site", counts: { [named("site", "*")]: { c: 40, v: 12 } } },
  {
    _id: "2026-11-23|page",
    day: "2026-11-23",
    kind: "page",
    counts: { [named("page", ARTICLE)]: { c: 30, v: 10, d: 20 }, [named("page", "/posts")]: { c: 10, v: 5 } },
  },
  { _id: "2026-11-23|search", day: "2026-11-23", kind: "search", counts: { [named("search", "soil")]: { c: 3, z: 1 } } },
  // Today, counted before the upgrade; a reader after it adds to the same day.
  { _id: "2026-11-24|site", day: "2026-11-24", kind: "site", counts: { [named("site", "*")]: { c: 5, v: 2 } } },
  { _id: "month|2026-06|page", month: "2026-06", kind: "page", counts: { [named("page", ARTICLE)]: { c: 500, v: 300 } } },
];
const KEYS: [AnalyticsKind, string][] = [
  ["site", "*"],
  ["page", ARTICLE],
  ["page", "/posts"],
  ["search", "soil"],
];

describe("counts stored in the old shape", () => {
  it("become counter rows at open, every count kept, and a conversion repeated after a stop or by two processes at once adds nothing", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-analytics-rows-"));
    const old = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    for (const record of LEGACY) await old.collection<AnalyticsPeriodRecord>("analyticsDaily").insertOne(record);
    for (const [kind, key] of KEYS)
      await old.collection<AnalyticsKeyRecord>("analyticsKeys").insertOne({ _id: named(kind, key), kind, key, lastDay: "2026-11-23" });
    await old.close();
    t = await startTestApp({ seed: true, clock: manualClock(), dataDir });
    const records = t.store.collection<AnalyticsPeriodRecord>("analyticsDaily");
    expect(await records.countDocuments({ counts: { $exists: true } })).toBe(0);
    await t
      .agent()
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER)
      .send({ path: ARTICLE, events: [{ type: "pageview" }] })
      .expect(202, { counted: true });

    // A process that stopped after writing the rows and before deleting the old record: it is there again, and two processes convert it.
    await records.insertOne(LEGACY[1]);
    await Promise.all([analyticsCounterRows.up(t.store), analyticsCounterRows.up(t.store)]);

    expect(await records.countDocuments({ counts: { $exists: true } })).toBe(0);
    const admin = await adminAgent(t);
    const report = (await admin.get("/api/admin/analytics?days=7").expect(200)).body as AnalyticsReport;
    expect(report.daily.slice(-2)).toEqual([
      { day: "2026-11-23", visitors: 12, pageViews: 40 },
      { day: "2026-11-24", visitors: 3, pageViews: 6 },
    ]);
    // 20 depth marks over 11 daily readers: 25 * 20 / 11.
    expect(report.topPosts[0]).toMatchObject({ path: ARTICLE, pageViews: 31, visitors: 11, averageReadDepth: 45 });
    expect(report.totals.searches).toBe(3);
    expect(report.zeroResultSearches).toEqual([{ query: "soil", count: 1 }]);
    const month = await t.store.collection<AnalyticsCounterRecord>("analyticsDaily").findOne({ month: "2026-06", kind: "page" });
    expect(month).toMatchObject({ name: named("page", ARTICLE), c: 500, v: 300 });
  });
});
