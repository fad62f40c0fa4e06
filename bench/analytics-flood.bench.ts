/**
 * What a flood of made-up analytics keys does to the author's screens and to the beacon (issue 21).
 * A blog with 90 days of busy analytics (the busy profile of analytics-size.bench.ts, its closed
 * days folded as the purge job keeps them) takes, on its last day, 10,000 beacons each with a new
 * search, tag, campaign, referrer and made-up tag page,
 * and 10,000 made-up paths requested as GPTBot. Then the Analytics tab (7, 30 and 90 days) and the
 * AI-traffic view are timed, before any warm-up (as right after a start) and after the purge job's, and one beacon's time at the day's first distinct keys is set beside
 * its time at the ten-thousandth. Everything goes through the real app over HTTP on the real store.
 */
import { createServer } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { ANALYTICS } from "../shared/analytics";
import { createApp } from "../server/app";
import { builtClientAssets } from "../server/http/client-assets";
import { CLIENT_SHELL } from "../server/test/test-app-with-shell";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createAnalyticsReports } from "../server/modules/analytics/analytics-report";
import { dayOf } from "../server/modules/analytics/visitor-keys";
import { dayRowOf } from "../server/store/repositories/analytics.repository";
import { openStore } from "../server/store/open-store";
import { seedSampleContent } from "../server/seed/seed";
import { type SqliteStore } from "../server/store/sqlite/sqlite-store";
import { SwitchableStore } from "../server/store/switchable-store";
import type { AnalyticsCounterRecord, AnalyticsKeyRecord, AnalyticsKind } from "../server/store/repositories/analytics.record";
import { BUSY_DAY } from "./busy-blog-analytics";

const DAYS = 90;
const JUNK = Number(process.env.BENCH_JUNK ?? 10_000);
const SAMPLE = 100;
const RUNS = 7;
const PARALLEL = 16;
const DAY_MS = 24 * 60 * 60 * 1000;
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPT_BOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = await mkdtemp(join(tmpdir(), "furrow-analytics-flood-"));
// A stand-in client build (the HTML shell), so pages answer as they do in production.
const dist = join(dataDir, "client");
try {
  await mkdir(join(dist, "assets"), { recursive: true });
  await writeFile(join(dist, "index.html"), CLIENT_SHELL);
  const today = new Date(Date.UTC(2026, 10, 25, 12));
  const yesterday = new Date(today.getTime() - DAY_MS);
  let now = today;
  const clock = { now: () => now };
  const store = await openStore({ dataDir });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", RATE_LIMIT_ANALYTICS: "1000000" });
  const { listener, services } = await createApp({
    config,
    store,
    logger: createLogger("silent"),
    clock,
    clientAssets: builtClientAssets(dist),
  });
  await seedSampleContent(services, clock);

  // The 90 days before today, written at once: the fixture, not what is measured.
  const rows: AnalyticsCounterRecord[] = [];
  const names = new Map<string, AnalyticsKeyRecord>();
  for (let dayIndex = 0; dayIndex < DAYS; dayIndex++) {
    const day = dayOf(new Date(today.getTime() - (DAYS - dayIndex) * DAY_MS));
    const add = (kind: AnalyticsKind, key: string, counters: Parameters<typeof dayRowOf>[3]) => {
      const { row, named } = dayRowOf(day, kind, key, counters);
      rows.push(row);
      names.set(named._id, named);
    };
    add("site", "*", { count: 9_000, visitors: 2_000 });
    for (const [kind, keys, keyOf] of BUSY_DAY) {
      for (let index = 0; index < keys; index++) {
        const key = kind === "crawler" ? keyOf(index) : keyOf((index + dayIndex * 3) % 10_000);
        add(
          kind,
          key,
          kind === "page"
            ? { count: 30, visitors: 20, depthMarks: 40 }
            : kind === "search"
              ? { count: 2, zeroResults: index % 3 === 0 ? 2 : 0 }
              : { count: 5 },
        );
      }
    }
  }
  const engine = (store instanceof SwitchableStore ? store.engine : store) as SqliteStore;
  engine.replaceAll("analyticsDaily", rows);
  engine.replaceAll("analyticsKeys", [...names.values()]);
  // The closed days (before yesterday) folded into one record per day and kind, as the purge job keeps them.
  const foldStarted = performance.now();
  while ((await services.repositories.analytics.foldDaysBefore(dayOf(yesterday))) > 0);
  const foldTook = performance.now() - foldStarted;

  const server = createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const beacon = (index: number | string) =>
    fetch(`${base}${ANALYTICS.collectPath}`, {
      method: "POST",
      headers: { "User-Agent": READER, "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({
        path: `/tags/junk-${index}`,
        events: [
          { type: "pageview", referrer: `junk-${index}.example.com`, source: `junk-${index}` },
          { type: "search", query: `junk words ${index}`, results: 0 },
          { type: "tag", tag: `junk-${index}` },
        ],
      }),
    });
  async function timed(send: () => Promise<Response>): Promise<number> {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${response.status} from the server`);
    return performance.now() - started;
  }
  async function flood(from: number, to: number, send: (index: number) => Promise<Response>): Promise<void> {
    let next = from;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < to) await timed(() => send(next++));
      }),
    );
  }

  // Today takes the flood in parallel, as a flood arrives. Then its last new keys are timed one at
  // a time, each beside a new key of a day still far under its cap (yesterday, which has the busy
  // profile's 20 to 600 keys of a kind), so both see the same machine at the same moment.
  const floodStarted = performance.now();
  await flood(0, JUNK - SAMPLE, beacon);
  const first: number[] = [];
  const last: number[] = [];
  for (let index = JUNK - SAMPLE; index < JUNK; index++) {
    now = yesterday;
    first.push(await timed(() => beacon(`early-${index}`)));
    now = today;
    last.push(await timed(() => beacon(index)));
  }
  const beaconsTook = performance.now() - floodStarted;
  await flood(0, JUNK, (index) => fetch(`${base}/tags/made-up-${index}`, { headers: { "User-Agent": GPT_BOT } }));
  const botsTook = performance.now() - floodStarted - beaconsTook;

  // Right after a start nothing is summed yet: what the first look costs before the purge job's warm-up.
  const { analytics, posts, subscribers } = services.repositories;
  const cold = createAnalyticsReports({ analytics, posts, subscribers, clock });
  const coldStarted = performance.now();
  await cold.report(90);
  const coldReport = performance.now() - coldStarted;
  await cold.aiTraffic(90);
  const coldTraffic = performance.now() - coldStarted - coldReport;
  // The purge job's warm-up, as the server runs it at start and on its rounds.
  const warmStarted = performance.now();
  await services.analyticsReports.warm();
  const warmTook = performance.now() - warmStarted;

  const signIn = await fetch(`${base}/auth/demo`, { method: "POST" });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const read = (path: string) =>
    timed(async () => {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response;
    });
  const figures: [string, number[]][] = [];
  for (const path of [
    "/api/admin/analytics?days=7",
    "/api/admin/analytics?days=30",
    "/api/admin/analytics?days=90",
    "/api/admin/analytics/ai-traffic?days=90",
  ]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await read(path));
    figures.push([path, times]);
  }

  const stored = await store.collection("analyticsDaily").countDocuments({ day: dayOf(today) });
  console.log(
    `analytics flood: ${DAYS} days of a busy blog (${rows.length} counter rows), then ${JUNK} beacons with new junk keys (${(beaconsTook / 1000).toFixed(1)} s) and ${JUNK} made-up paths as GPTBot (${(botsTook / 1000).toFixed(1)} s); today holds ${stored} counter rows (cap ${config.analytics.keysPerDay} keys a kind)`,
  );
  console.log(
    `analytics flood: the ${DAYS - 1} closed days folded into one record per day and kind in ${(foldTook / 1000).toFixed(1)} s (once; the purge job folds one day a day)`,
  );
  console.log(
    `analytics flood: before any warm-up (right after a start), in process: 90-day report ${ms(coldReport)}, 90-day AI traffic ${ms(coldTraffic)}; the purge job's warm-up of every range took ${ms(warmTook)}, read 10 days at a time`,
  );
  for (const [path, times] of figures)
    console.log(
      `analytics flood: GET ${path}: 200, first ${ms(times[0])}, median ${ms(median(times))} of ${RUNS} runs (slowest ${ms(Math.max(...times))}); budget: 200, under 200 ms`,
    );
  const ratio = median(last) / median(first);
  console.log(
    `analytics flood: one beacon, median of ${SAMPLE} one at a time: ${ms(median(first))} at new keys of a day under its cap, ${ms(median(last))} at a day's keys ${JUNK - SAMPLE + 1}-${JUNK}: ${ratio.toFixed(2)}x; budget: within 1.5x`,
  );
  await new Promise((resolve) => server.close(resolve));
  await store.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
