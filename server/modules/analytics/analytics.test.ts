// Over 300 lines: the beacon's counts, what the collector refuses, forgetting and the daily report
// share one fake clock and the same beacon helpers below.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS } from "../../../shared/analytics";
import type { AnalyticsEvent, AnalyticsReport, CollectInput } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { analyticsPurgeJob } from "../../jobs/purge-jobs";
import { createAnalyticsReports } from "./analytics-report";
import type { AnalyticsFoldedRecord } from "../../store/repositories/analytics.record";
import { nameOf } from "../../store/repositories/analytics.repository";

const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const OTHER_ARTICLE = "/blog/lorawan-on-the-farm";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_READER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
afterEach(async () => t?.close());

function beacon(input: CollectInput, userAgent = READER) {
  return t
    .agent()
    .post(ANALYTICS.collectPath)
    .set("User-Agent", userAgent)
    .set("Content-Type", "text/plain;charset=UTF-8")
    .send(JSON.stringify(input));
}

async function report(days = 30): Promise<AnalyticsReport> {
  const admin = await adminAgent(t);
  return (await admin.get(`/api/admin/analytics?days=${days}`).expect(200)).body as AnalyticsReport;
}

describe("the beacon's counts, read back", () => {
  it("sums exactly what was recorded: visitors, views, read depth, referrers, searches, tags and shares", async () => {
    const clock = manualClock();
    t = await startTestApp({ seed: true, clock });
    // Reader one lands from ChatGPT (no referrer, utm tag), reads an article to the end, then another page.
    await beacon({ path: ARTICLE, events: [{ type: "pageview", source: "chatgpt.com" }] }).expect(202, { counted: true });
    await beacon({
      path: ARTICLE,
      events: ANALYTICS.depthThresholds.map((percent): AnalyticsEvent => ({ type: "depth", percent })),
    }).expect(202);
    // Replaying a mark changes nothing: each counts once per reader and day.
    await beacon({ path: ARTICLE, events: [{ type: "depth", percent: 100 }] }).expect(202);
    await beacon({
      path: "/posts",
      events: [{ type: "pageview" }, { type: "search", query: "  Quinoa   Drones ", results: 0 }, { type: "tag", tag: "IoT" }],
    }).expect(202);
    // Reader two comes from a search engine, reads half of the same article and shares it.
    await beacon(
      {
        path: ARTICLE,
        events: [
          { type: "pageview", referrer: "www.google.com" },
          { type: "depth", percent: 25 },
          { type: "depth", percent: 50 },
          { type: "share", network: "linkedin" },
        ],
      },
      OTHER_READER,
    ).expect(202);
    await beacon({ path: ARTICLE, events: [{ type: "pageview", referrer: "perplexity.ai" }] }, OTHER_READER).expect(202);
    await beacon(
      {
        path: "/posts",
        events: [
          { type: "pageview" },
          { type: "search", query: "quinoa drones", results: 0 },
          { type: "search", query: "soil", results: 4 },
          { type: "tag", tag: "iot" },
        ],
      },
      OTHER_READER,
    ).expect(202);
    // The next day, reader one comes back: a new day's visitor.
    clock.advance(DAY_MS);
    await beacon({ path: OTHER_ARTICLE, events: [{ type: "pageview" }] }).expect(202);

    const figures = await report(7);
    expect(figures.totals).toEqual({ visitors: 3, pageViews: 6, searches: 3 });
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily.slice(-2)).toEqual([
      { day: "2026-11-24", visitors: 2, pageViews: 5 },
      { day: "2026-11-25", visitors: 1, pageViews: 1 },
    ]);
    expect(figures.topPosts[0]).toMatchObject({ path: ARTICLE, pageViews: 3, visitors: 2 });
    // Reader one reached all four marks, reader two two of them: (4 + 2) quarters over 2 readers.
    expect(figures.topPosts[0].averageReadDepth).toBe(75);
    expect(figures.topPosts[1]).toMatchObject({ path: OTHER_ARTICLE, pageViews: 1, visitors: 1, averageReadDepth: 0 });
    expect(figures.referrers).toEqual([{ host: "google.com", visits: 1 }]);
    expect(figures.answerEngines).toEqual([
      { engine: "ChatGPT", visits: 1, hosts: ["chatgpt.com", "chat.openai.com"] },
      { engine: "Perplexity", visits: 1, hosts: ["perplexity.ai"] },
    ]);
    expect(figures.campaigns).toEqual([{ source: "chatgpt.com", visits: 1 }]);
    expect(figures.zeroResultSearches).toEqual([{ query: "quinoa drones", count: 2 }]);
    expect(figures.popularTags).toEqual([{ tag: "iot", clicks: 2 }]);
    expect(figures.shares).toEqual([{ network: "linkedin", clicks: 1 }]);
  });

  it("names a post by its title", async () => {
    t = await startTestApp({ seed: true });
    await beacon({ path: ARTICLE, events: [{ type: "pageview" }] }).expect(202);
    const post = await t.services.repositories.posts.findBySlugOrId(ARTICLE.slice("/blog/".length));
    expect((await report()).topPosts[0]).toMatchObject({ slug: post!.slug, title: post!.title });
  });

  it("counts neither programs nor the signed-in author", async () => {
    t = await startTestApp({ seed: true });
    for (const agent of [
      "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
    ]) {
      await beacon({ path: ARTICLE, events: [{ type: "pageview" }] }, agent).expect(202, { counted: false });
    }
    const admin = await adminAgent(t);
    await admin
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER)
      .send({ path: ARTICLE, events: [{ type: "pageview" }] })
      .expect(202, { counted: false });
    expect((await report()).totals).toEqual({ visitors: 0, pageViews: 0, searches: 0 });
  });

  it("sets no cookie and stores no address or user agent", async () => {
    t = await startTestApp({ seed: true });
    const response = await beacon({ path: ARTICLE, events: [{ type: "pageview", referrer: "example.org" }] })
      .set("X-Forwarded-For", "203.0.113.7")
      .expect(202);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const stored = JSON.stringify(
      await Promise.all(
        (["analyticsDaily", "analyticsKeys", "analyticsSeen", "analyticsSalts", "rateLimits"] as const).map((name) =>
          t.store.collection(name).find({}),
        ),
      ),
    );
    // What was meant to be kept is there, and nothing else.
    expect(stored).toContain('"key":"example.org"');
    expect((await report()).referrers).toEqual([{ host: "example.org", visits: 1 }]);
    for (const secret of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "Chrome/131", "X11; Linux"]) expect(stored).not.toContain(secret);
  });
});

describe("what the collector refuses", () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await startTestApp({ seed: true });
  });
  afterAll(async () => shared.close());

  it.each([
    ["a path that is no page", { path: "/nowhere/at/all", events: [{ type: "pageview" }] }, "Not a page of this site"],
    ["the admin", { path: "/admin", events: [{ type: "pageview" }] }, "Not a page of this site"],
    ["a query string in the path", { path: "/posts?q=x", events: [{ type: "pageview" }] }, undefined],
    [
      "read depth outside an article",
      { path: "/posts", events: [{ type: "depth", percent: 50 }] },
      "Read depth is measured on articles only",
    ],
    ["a depth that is not a mark", { path: ARTICLE, events: [{ type: "depth", percent: 60 }] }, undefined],
    ["an unknown event", { path: ARTICLE, events: [{ type: "purchase" }] }, undefined],
    ["no events", { path: ARTICLE, events: [] }, undefined],
    [
      "too many events",
      { path: ARTICLE, events: Array.from({ length: ANALYTICS.maxEventsPerBeacon + 1 }, () => ({ type: "pageview" })) },
      undefined,
    ],
    ["a referrer that is a URL", { path: ARTICLE, events: [{ type: "pageview", referrer: "https://example.org/page?x=1" }] }, undefined],
    ["extra fields", { path: ARTICLE, events: [{ type: "pageview" }], userId: "u1" }, undefined],
  ])("refuses %s with a 400", async (_case, body, message) => {
    const response = await shared
      .agent()
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER)
      .send(body as object)
      .expect(400);
    expect(response.body.error).toEqual(message ?? expect.any(String));
  });

  it("refuses a body that is not JSON", async () => {
    t = await startTestApp({ seed: true });
    const response = await t.agent().post(ANALYTICS.collectPath).set("Content-Type", "text/plain").send("{not json").expect(400);
    expect(response.body).toMatchObject({ error: "The body must be JSON" });
  });

  it("accepts and does not count the not-found page of a missing post or a draft, answering both alike", async () => {
    t = await startTestApp({ seed: true });
    const draft = (await t.services.repositories.posts.listAll({ slug: 1, isPublished: 1 })).find((post) => !post.isPublished);
    expect(draft).toBeDefined();
    for (const path of ["/blog/no-such-post", `/blog/${draft!.slug}`]) {
      await beacon({ path, events: [{ type: "pageview" }, { type: "depth", percent: 25 }] }).expect(202, { counted: false });
    }
    const counts = await report();
    expect(counts.totals).toMatchObject({ pageViews: 0, visitors: 0 });
    expect(counts.topPosts).toEqual([]);
  });

  it("counts a view of one of the author's pages under its path, and no key for a single-segment address that names none", async () => {
    t = await startTestApp({ seed: true });
    const admin = await adminAgent(t);
    await admin
      .post("/api/admin/blog-posts")
      .send({ kind: "page", title: "About", slug: "about", content: "Us.", isPublished: true })
      .expect(201);
    await beacon({ path: "/about", events: [{ type: "pageview" }] }).expect(202, { counted: true });
    // A made-up one is a visit to the site, as a made-up tag is, never a page key of its own.
    await beacon({ path: "/no-such-page", events: [{ type: "pageview" }] }).expect(202);
    const pages = await t.store.collection<{ _id: string; name: string }>("analyticsDaily").find({ kind: "page" });
    expect(pages.map((row) => row.name)).toEqual([nameOf("page", "/about")]);
  });

  it("is rate-limited per address", async () => {
    t = await startTestApp({ seed: true, env: { RATE_LIMIT_ANALYTICS: "3" } });
    for (let sent = 0; sent < 3; sent += 1) await beacon({ path: "/", events: [{ type: "pageview" }] }).expect(202);
    await beacon({ path: "/", events: [{ type: "pageview" }] }).expect(429);
  });
});

describe("forgetting", () => {
  it("uses a new salt each day, deletes the past day's salt and markers, folds old days into months and drops months past the retention", async () => {
    const clock = manualClock(new Date("2026-11-24T23:59:00Z"));
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    await beacon({ path: "/", events: [{ type: "pageview" }] }).expect(202);
    const firstSalt = await analytics.salt("2026-11-24");
    expect(firstSalt?.salt).toEqual(expect.any(String));

    // Nobody visits after midnight: the purge job forgets the day anyway.
    clock.advance(2 * 60 * 1000);
    const purge = analyticsPurgeJob(analytics, clock);
    await purge.run();
    expect(await analytics.salt("2026-11-24")).toBeNull();
    expect(await t.store.collection("analyticsSeen").countDocuments({})).toBe(0);

    // The same reader the next day is a new visitor under a new salt.
    await beacon({ path: "/", events: [{ type: "pageview" }] }).expect(202);
    expect((await analytics.salt("2026-11-25"))?.salt).not.toBe(firstSalt?.salt);
    expect((await report(7)).daily.slice(-2).map((day) => day.visitors)).toEqual([1, 1]);

    // Past the longest range, days fold into their month: one record per kind, the same sums.
    clock.advance(95 * DAY_MS);
    await purge.run();
    const months = await t.store.collection<AnalyticsFoldedRecord>("analyticsDaily").find({});
    expect(months.map((row) => [row.month, row.kind]).sort()).toEqual([
      ["2026-11", "page"],
      ["2026-11", "site"],
    ]);
    const site = nameOf("site", "*");
    expect(months.find((row) => row.kind === "site")).toMatchObject({
      days: ["2026-11-24", "2026-11-25"],
      totals: { c: { [site]: 2 }, v: { [site]: 2 } },
    });
    expect(months.some((row) => "day" in row)).toBe(false);
    expect((await report(90)).totals.pageViews).toBe(0);

    // Past the retention, the months go, and with them the names of the keys they counted.
    expect(await t.store.collection("analyticsKeys").countDocuments({})).toBe(2);
    clock.advance(ANALYTICS.retentionDays * DAY_MS);
    await purge.run();
    expect(await t.store.collection("analyticsDaily").countDocuments({})).toBe(0);
    expect(await t.store.collection("analyticsKeys").countDocuments({})).toBe(0);
  });
});

describe("the report, read again day after day", () => {
  it("gives the same figures as a fresh read of the store, as days pass, ranges move on, the past is summed ahead and past rows change", async () => {
    const clock = manualClock();
    t = await startTestApp({ seed: true, clock });
    const { analytics, posts, subscribers } = t.services.repositories;
    const admin = await adminAgent(t);
    const readers = [READER, OTHER_READER];
    for (const [index, step] of [1, 1, 2, 1, 6, 1].entries()) {
      // Every other day the purge job's warm-up sums the past first, as the running server does.
      if (index % 2 === 1) await t.services.analyticsReports.warm();
      for (const [reader, userAgent] of readers.entries()) {
        await beacon(
          {
            path: reader === 0 ? ARTICLE : OTHER_ARTICLE,
            events: [
              { type: "pageview", referrer: `site-${step}.example.org` },
              { type: "search", query: `soil ${reader}`, results: reader },
            ],
          },
          userAgent,
        ).expect(202);
      }
      for (const days of ANALYTICS.rangesDays) {
        const served = (await admin.get(`/api/admin/analytics?days=${days}`).expect(200)).body as AnalyticsReport;
        const fresh = await createAnalyticsReports({ analytics, posts, subscribers, clock }).report(days);
        expect(served).toEqual(JSON.parse(JSON.stringify(fresh)));
      }
      clock.advance(step * DAY_MS);
    }
    // A past day's rows change behind the report's back (a restore): it reads them again.
    await analytics.add("2026-11-25", "page", ARTICLE, { count: 100 });
    await analytics.add("2026-11-25", "page", "/posts", { count: 1 });
    const served = (await admin.get("/api/admin/analytics?days=30").expect(200)).body as AnalyticsReport;
    expect(served.topPosts[0]).toMatchObject({ path: ARTICLE, pageViews: 106 });
  });
});

describe("the report's inputs", () => {
  it("takes only 7, 30 or 90 days, and only from the admin", async () => {
    t = await startTestApp({ seed: true });
    await t.agent().get("/api/admin/analytics").expect(401);
    const admin = await adminAgent(t);
    await admin.get("/api/admin/analytics?days=14").expect(400);
    await admin.get("/api/admin/analytics?days=abc").expect(400);
    const { days, daily } = (await admin.get("/api/admin/analytics?days=90").expect(200)).body as AnalyticsReport;
    expect(days).toBe(90);
    expect(daily).toHaveLength(90);
  });

  it("shows newsletter growth from the subscribers' dates", async () => {
    const clock = manualClock();
    t = await startTestApp({ seed: true, clock });
    const { subscribers } = t.services.repositories;
    await subscribers.addImported("a@example.com", "s1", "confirmed", new Date("2026-01-01"), new Date("2026-11-20T10:00:00Z"));
    await subscribers.addImported("b@example.com", "s2", "confirmed", new Date("2026-01-01"), new Date("2026-11-24T08:00:00Z"));
    await subscribers.addImported("c@example.com", "s3", "confirmed", new Date("2026-01-01"), new Date("2026-11-24T08:30:00Z"));
    await subscribers.unsubscribe("s3", new Date("2026-11-24T08:45:00Z"));
    const { newsletter } = await report(7);
    expect(newsletter.total).toBe(2);
    expect(newsletter.gained).toBe(2);
    expect(newsletter.daily.find((day) => day.day === "2026-11-20")).toEqual({ day: "2026-11-20", subscribed: 1, unsubscribed: 0 });
    expect(newsletter.daily.find((day) => day.day === "2026-11-24")).toEqual({ day: "2026-11-24", subscribed: 2, unsubscribed: 1 });
  });
});
