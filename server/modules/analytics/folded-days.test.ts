import { afterEach, describe, expect, it } from "vitest";
import type { AiTraffic, AnalyticsReport } from "../../../shared/types";
import { analyticsPurgeJob } from "../../jobs/purge-jobs";
import { createAnalyticsRepository, nameOf, type AnalyticsRepository } from "../../store/repositories/analytics.repository";
import type { AnalyticsCounterRecord, AnalyticsFoldedRecord } from "../../store/repositories/analytics.record";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { dayOf } from "./visitor-keys";

const DAY_MS = 24 * 60 * 60 * 1000;
const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const OTHER_ARTICLE = "/blog/lorawan-on-the-farm";

let t: TestApp;
afterEach(async () => t?.close());

const daily = () => t.store.collection<AnalyticsCounterRecord & AnalyticsFoldedRecord>("analyticsDaily");

/** Every figure the author can see: the Analytics tab's three ranges and the AI-traffic view's. */
async function everyFigure(): Promise<{ reports: AnalyticsReport[]; aiTraffic: AiTraffic[] }> {
  const admin = await adminAgent(t);
  const reports: AnalyticsReport[] = [];
  for (const days of [7, 30, 90]) reports.push((await admin.get(`/api/admin/analytics?days=${days}`).expect(200)).body as AnalyticsReport);
  const aiTraffic = await Promise.all([7, 30, 90].map((days) => t.services.analyticsReports.aiTraffic(days)));
  return { reports, aiTraffic: JSON.parse(JSON.stringify(aiTraffic)) as AiTraffic[] };
}

/** A day of a small blog, different each day, through the repository as the collector counts. */
async function countDay(analytics: AnalyticsRepository, day: string, index: number): Promise<void> {
  await analytics.add(day, "site", "*", { count: 10 + index, visitors: 3 + (index % 4) });
  await analytics.add(day, "page", ARTICLE, { count: 5 + index, visitors: 2, depthMarks: 3 });
  if (index % 3 === 0) await analytics.add(day, "page", OTHER_ARTICLE, { count: 2, visitors: 1 });
  await analytics.add(day, "search", `soil ${index % 5}`, { count: 2, zeroResults: index % 2 });
  await analytics.add(day, "referrer", index % 2 === 0 ? "news.example.org" : "chatgpt.com", { count: 1 + (index % 3) });
  await analytics.add(day, "crawler", "GPTBot", { count: 4 });
  await analytics.add(day, "crawledPage", ARTICLE, { count: 4 });
  await analytics.add(day, "answerEngine", `ChatGPT ${ARTICLE}`, { count: 1 });
  // The daily cap lets a key in with a row holding no count yet; it stays a key of its day.
  await analytics.add(day, "tag", `tag ${index}`, { count: 0 });
}

async function foldAll(analytics: AnalyticsRepository, before: string, batch?: number): Promise<void> {
  while ((await analytics.foldDaysBefore(before, batch)) > 0);
}

async function rollUpAll(analytics: AnalyticsRepository, before: string): Promise<void> {
  while ((await analytics.rollUpDaysBefore(before)) > 0);
}

describe("closed days folded into one record per day and kind", () => {
  it("report the same figures after folding as their rows did, and leave today's and yesterday's rows as rows", async () => {
    const clock = manualClock();
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    const today = dayOf(clock.now());
    for (let index = 0; index < 12; index++) await countDay(analytics, dayOf(new Date(clock.now().getTime() - index * DAY_MS)), index);
    const before = await everyFigure();

    await analyticsPurgeJob(analytics, clock).run();

    const records = await daily().find({});
    const rowDays = new Set(records.filter((record) => record.day).map((record) => record.day));
    expect([...rowDays].sort()).toEqual([dayOf(new Date(clock.now().getTime() - DAY_MS)), today]);
    // Ten closed days, each of the eight kinds counted in one record.
    expect(records.filter((record) => record.folded).length).toBe(10 * 8);
    expect(await everyFigure()).toEqual(before);
    expect(before.reports[0].daily.at(-1)).toEqual({ day: today, visitors: 3, pageViews: 10 });
  });

  it("count every row once when two processes fold at once, a fold is repeated after a stop half-way, or a row reaches a folded day late", async () => {
    const clock = manualClock();
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    const day = dayOf(new Date(clock.now().getTime() - 3 * DAY_MS));
    for (let index = 0; index < 40; index++)
      await analytics.add(day, "search", `soil ${index}`, { count: 1 + index, zeroResults: index % 2 });
    await analytics.add(day, "site", "*", { count: 40, visitors: 7 });
    const before = await everyFigure();
    const rows = await daily().find({ day });

    // Two processes on one data folder, each with its own repository, fold a few rows at a time side by side.
    const yesterday = dayOf(new Date(clock.now().getTime() - DAY_MS));
    await Promise.all([
      foldAll(createAnalyticsRepository(t.store), yesterday, 7),
      foldAll(createAnalyticsRepository(t.store), yesterday, 7),
    ]);
    expect(await daily().countDocuments({ day })).toBe(0);
    expect(await everyFigure()).toEqual(before);

    // A process that stopped after writing the record and before deleting every row: the rows are there again.
    for (const row of rows.slice(0, 15)) await daily().insertOne(row);
    expect(await everyFigure()).toEqual(before);
    await foldAll(createAnalyticsRepository(t.store), yesterday);
    expect(await daily().countDocuments({ day })).toBe(0);
    expect(await everyFigure()).toEqual(before);

    // A key the record does not hold yet (counts of the old shape converted late), folded by two processes at once.
    await analytics.add(day, "search", "quinoa drones", { count: 5, zeroResults: 5 });
    await Promise.all([foldAll(createAnalyticsRepository(t.store), yesterday), foldAll(createAnalyticsRepository(t.store), yesterday)]);
    const after = await everyFigure();
    expect(after.reports[0].totals.searches).toBe(before.reports[0].totals.searches + 5);
    expect(after.reports[0].zeroResultSearches[0]).toEqual({ query: "quinoa drones", count: 5 });
    const record = await daily().findOne({ _id: `fold|search|${day}` });
    expect(record).toMatchObject({ folded: day, kind: "search", n: 41 });
  });

  it("go into their months once when two processes roll up at once or one repeats a roll-up after a stop, and leave with their months", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    for (const day of ["2026-07-30", "2026-07-31", "2026-08-01"]) {
      await analytics.add(day, "page", ARTICLE, { count: 10, visitors: 4, depthMarks: 6 });
      await analytics.add(day, "page", OTHER_ARTICLE, { count: 1 });
    }
    await foldAll(analytics, "2026-11-23");
    const folded = await daily().find({ folded: { $exists: true } });
    expect(folded).toHaveLength(3);

    const cutoff = "2026-08-26";
    await Promise.all([rollUpAll(createAnalyticsRepository(t.store), cutoff), rollUpAll(createAnalyticsRepository(t.store), cutoff)]);
    // A process that stopped after adding a day to its month and before deleting the folded day.
    await daily().insertOne(folded.find((record) => record.folded === "2026-07-31")!);
    await rollUpAll(createAnalyticsRepository(t.store), cutoff);

    const [article, other] = [nameOf("page", ARTICLE), nameOf("page", OTHER_ARTICLE)];
    const months = await daily().find({});
    expect(months.map((record) => record._id).sort()).toEqual(["month|2026-07|page|*", "month|2026-08|page|*"]);
    expect(months.find((record) => record.month === "2026-07")).toMatchObject({
      days: ["2026-07-30", "2026-07-31"],
      totals: { c: { [article]: 20, [other]: 2 }, v: { [article]: 8 }, d: { [article]: 12 } },
    });
    expect(months.find((record) => record.month === "2026-08")).toMatchObject({
      days: ["2026-08-01"],
      totals: { c: { [article]: 10, [other]: 1 } },
    });

    // Past the retention a month goes, its record and any row of the shape months had before (one per key).
    await daily().insertOne({
      _id: `month|2026-07|page|${article}`,
      month: "2026-07",
      kind: "page",
      name: article,
      c: 3,
    } as AnalyticsCounterRecord & AnalyticsFoldedRecord);
    expect(await analytics.deleteMonthsBefore("2026-08")).toBe(2);
    expect((await daily().find({})).map((record) => record._id)).toEqual(["month|2026-08|page|*"]);
  });

  it("give a 90-day report that sums rows, folded days and nothing rolled into months, day by day as the purge job runs", async () => {
    const clock = manualClock(new Date("2026-08-01T09:00:00Z"));
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    const purge = analyticsPurgeJob(analytics, clock);
    const written = new Map<string, number>();
    for (let index = 0; index < 100; index++) {
      const day = dayOf(clock.now());
      await countDay(analytics, day, index);
      written.set(day, 5 + index);
      await purge.run();
      clock.advance(DAY_MS);
    }
    clock.advance(-DAY_MS);
    const today = dayOf(clock.now());
    expect(await daily().countDocuments({ day: { $exists: true } })).toBeGreaterThan(0);
    expect(await daily().countDocuments({ folded: { $exists: true } })).toBeGreaterThan(0);
    expect(await daily().countDocuments({ month: { $exists: true } })).toBeGreaterThan(0);

    const admin = await adminAgent(t);
    const report = (await admin.get("/api/admin/analytics?days=90").expect(200)).body as AnalyticsReport;
    expect(report.to).toBe(today);
    const inRange = [...written].filter(([day]) => day >= report.from);
    expect(inRange).toHaveLength(90);
    // Each day's site row held 10 + index views: index = the day's article views - 5.
    expect(report.daily).toEqual(inRange.map(([day, views]) => ({ day, visitors: 3 + ((views - 5) % 4), pageViews: views + 5 })));
    expect(report.topPosts[0]).toMatchObject({
      path: ARTICLE,
      pageViews: inRange.reduce((sum, [, views]) => sum + views, 0),
      visitors: 180,
      averageReadDepth: 38,
    });
    expect(report.crawlers).toEqual([expect.objectContaining({ bot: "GPTBot", hits: 360 })]);
    expect(JSON.parse(JSON.stringify(await t.services.analyticsReports.aiTraffic(90)))).toMatchObject({
      crawledPages: [{ path: ARTICLE, hits: 360 }],
      answerEngines: [{ engine: "ChatGPT", visits: 90 }],
    });
    // A hundred days of counting and purging: on a busy two-core machine more than the usual 20 s.
  }, 60_000);
});
