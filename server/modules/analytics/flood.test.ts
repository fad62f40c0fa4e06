import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS } from "../../../shared/analytics";
import type { AiTraffic, AnalyticsReport, CollectInput } from "../../../shared/types";
import { builtClientAssets } from "../../http/client-assets";
import { CLIENT_SHELL } from "../../test/test-app-with-shell";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import type { AnalyticsCounterRecord, AnalyticsKind } from "../../store/repositories/analytics.record";

const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPT_BOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
// Twenty times the day's key cap: the cap and the "other" line are what is tested, and they act the
// same at any multiple; bench:analytics-flood times the author's screens after 10,000 junk keys.
const JUNK = 500;
const KEYS_PER_DAY = 25;
// Beacons and page requests in flight at once: a flood arrives in parallel, not one by one.
const PARALLEL = 16;

let t: TestApp;
let server: Server;
let base: string;
let dist: string;

let dataDir: string;

beforeAll(async () => {
  // A memory-backed folder where there is one: the same SQLite, without tens of thousands of waits for the disk.
  dataDir = await mkdtemp(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "furrow-flood-"));
  dist = await mkdtemp(join(tmpdir(), "furrow-shell-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), CLIENT_SHELL);
  t = await startTestApp({
    seed: true,
    dataDir,
    clock: manualClock(),
    clientAssets: builtClientAssets(dist),
    env: { ANALYTICS_KEYS_PER_DAY: String(KEYS_PER_DAY), RATE_LIMIT_ANALYTICS: "1000000" },
  });
  server = createServer(t.app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await rm(dist, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const beacon = (input: CollectInput, userAgent = READER) =>
  fetch(`${base}${ANALYTICS.collectPath}`, {
    method: "POST",
    headers: { "User-Agent": userAgent, "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(input),
  });

const fetchAsBot = (path: string) => fetch(`${base}${path}`, { headers: { "User-Agent": GPT_BOT } });

/** Sends `count` requests, PARALLEL at a time; returns their statuses. */
async function flood(count: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) {
        const index = next++;
        const response = await send(index);
        await response.arrayBuffer();
        statuses[index] = response.status;
      }
    }),
  );
  return statuses;
}

/** Honest reading: a reader from Google on an article, a search, a tag click, a share and a campaign. */
async function readHonestly(): Promise<void> {
  for (const response of [
    await beacon({
      path: ARTICLE,
      events: [
        { type: "pageview", referrer: "www.google.com", source: "newsletter" },
        { type: "depth", percent: 25 },
      ],
    }),
    await beacon({
      path: "/posts",
      events: [
        { type: "pageview" },
        { type: "search", query: "Soil  Sensors", results: 0 },
        { type: "tag", tag: "IoT" },
        { type: "share", network: "linkedin" },
      ],
    }),
  ]) {
    expect(response.status).toBe(202);
  }
  for (const path of [ARTICLE, "/llms.txt"]) expect((await fetchAsBot(path)).status).toBe(200);
}

async function rowsOf(kind: AnalyticsKind): Promise<AnalyticsCounterRecord[]> {
  return t.store.collection<AnalyticsCounterRecord>("analyticsDaily").find({ kind });
}

describe("a flood of made-up keys from anonymous clients", () => {
  it("keeps the real counts, counts the junk under other, stores no more keys than the cap, and the author's screens still answer", async () => {
    await readHonestly();
    const beaconStatuses = await flood(JUNK, (index) =>
      beacon({
        path: `/tags/junk-${index}`,
        events: [
          { type: "pageview", referrer: `junk-${index}.example.com`, source: `junk-${index}` },
          { type: "search", query: `junk words ${index}`, results: 0 },
          { type: "tag", tag: `junk-${index}` },
        ],
      }),
    );
    expect(beaconStatuses.every((status) => status === 202)).toBe(true);
    const botStatuses = await flood(JUNK, (index) => fetchAsBot(`/tags/junk-${index}`));
    // Whatever a made-up tag answers (a soft page or a 404), only answers under 400 are counted.
    const junkHits = botStatuses.filter((status) => status < 400).length;

    await readHonestly();

    const admin = await adminAgent(t);
    const report = (await admin.get("/api/admin/analytics?days=90").expect(200)).body as AnalyticsReport;
    // Two honest page views per reading, and one per junk beacon: made-up pages are visits to the site.
    expect(report.totals).toMatchObject({ pageViews: 4 + JUNK, searches: 2 + JUNK });
    expect(report.topPosts).toEqual([expect.objectContaining({ path: ARTICLE, pageViews: 2, visitors: 1, averageReadDepth: 25 })]);
    expect(report.referrers).toContainEqual({ host: "google.com", visits: 2 });
    expect(report.campaigns).toContainEqual({ source: "newsletter", visits: 2 });
    expect(report.zeroResultSearches).toContainEqual({ query: "soil sensors", count: 2 });
    expect(report.popularTags).toEqual([
      { tag: "other", clicks: JUNK },
      { tag: "iot", clicks: 2 },
    ]);
    expect(report.shares).toEqual([{ network: "linkedin", clicks: 2 }]);
    // Over the cap, the rest of the flood is one line: "other" with what the keys let in did not take.
    for (const list of [
      report.referrers.map((entry) => [entry.host, entry.visits]),
      report.campaigns.map((entry) => [entry.source, entry.visits]),
      report.zeroResultSearches.map((entry) => [entry.query, entry.count]),
    ]) {
      expect(list[0]).toEqual(["other", JUNK - (KEYS_PER_DAY - 1)]);
      expect(list.slice(1).every(([, count]) => (count as number) <= 2)).toBe(true);
    }

    const traffic = (await admin.get("/api/admin/analytics/ai-traffic?days=90").expect(200)).body as AiTraffic;
    expect(traffic.crawlers).toEqual([{ bot: "GPTBot", owner: "OpenAI", purpose: "ai-training", hits: 4 + junkHits }]);
    expect(traffic.crawledPages).toEqual(
      [
        { path: "other", hits: junkHits },
        { path: ARTICLE, hits: 2 },
        { path: "/llms.txt", hits: 2 },
      ].filter((entry) => entry.hits > 0),
    );

    // What is stored: no made-up page, the cap's keys of each free-text kind and "other", every count kept.
    expect(await rowsOf("page")).toHaveLength(2);
    expect(await rowsOf("crawledPage")).toHaveLength(junkHits > 0 ? 3 : 2);
    for (const kind of ["referrer", "campaign", "search"] as const) {
      const rows = await rowsOf(kind);
      expect(rows).toHaveLength(KEYS_PER_DAY + 1);
      expect(rows.reduce((sum, row) => sum + (row.c ?? 0), 0)).toBe(JUNK + 2);
    }
    expect(await rowsOf("tag")).toHaveLength(2);
    const keyNames = await t.store.collection("analyticsKeys").countDocuments({});
    expect(keyNames).toBeLessThanOrEqual(3 * KEYS_PER_DAY + 10);
  }, 240_000);
});
