/**
 * What a year of a busy blog's analytics takes on disk (issue 15: "a few MB"). A year of days is
 * written through the real repository, the way the collector folds events in, then the purge job
 * runs each day, as it does (more often) in the server: closed days' rows fold into one record per
 * day and kind, and days past the longest range into months.
 *
 * Counting goes through the repository as the collector does: one counter row per day, kind and
 * key, upserted. BENCH_DAYS shortens the run.
 *
 * A busy one-author blog, per day: 2,000 readers; 300 distinct pages read; 60 referring sites;
 * 150 distinct searches (a third finding nothing); 40 tags clicked; 8 ways of sharing; 15 crawlers
 * fetching 600 distinct pages; 40 pages reached from answer engines; 20 campaign sources.
 */
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { analyticsPurgeJob } from "../server/jobs/purge-jobs";
import { dayOf } from "../server/modules/analytics/visitor-keys";
import { createAnalyticsRepository } from "../server/store/repositories/analytics.repository";
import { ensureIndexes } from "../server/store/indexes";
import { SQLITE_FILE, SqliteStore } from "../server/store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../server/store/types";
import { BUSY_DAY } from "./busy-blog-analytics";

const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const DAY_MS = 24 * 60 * 60 * 1000;

const dataDir = await mkdtemp(join(tmpdir(), "furrow-analytics-size-"));
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const sizeOf = (name: string) => statSync(join(dataDir, name), { throwIfNoEntry: false })?.size ?? 0;
const fileSize = () => sizeOf(SQLITE_FILE) + sizeOf(`${SQLITE_FILE}-wal`);

try {
  const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
  await ensureIndexes(store);
  const analytics = createAnalyticsRepository(store);
  const start = Date.UTC(2025, 10, 25);
  const started = performance.now();
  let largest = 0;
  for (let dayIndex = 0; dayIndex < DAYS; dayIndex++) {
    const now = new Date(start + dayIndex * DAY_MS);
    const day = dayOf(now);
    // Readers make the day's salt, as the collector does; the purge job deletes it the next day and then empties the write-ahead log.
    await analytics.addSalt(day, randomBytes(32).toString("base64url"), now);
    await analytics.add(day, "site", "*", { count: 9_000, visitors: 2_000 });
    // Which pages are read moves through the archive over the year, as new posts come and go.
    for (const [kind, keys, keyOf] of BUSY_DAY) {
      for (let index = 0; index < keys; index++) {
        const key = keyOf((index + dayIndex * 3) % 10_000);
        await analytics.add(
          day,
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
    // The purge job runs every quarter hour in the server; once a day is enough to hold the same line here.
    await analyticsPurgeJob(analytics, { now: () => now }).run();
    largest = Math.max(largest, fileSize());
    if (dayIndex % 30 === 29) console.log(`analytics size: ${dayIndex + 1} days written, ${megabytes(fileSize())} on disk`);
  }
  const written = performance.now() - started;
  const records = [...(await store.collection("analyticsDaily").find({})), ...(await store.collection("analyticsKeys").find({}))];
  const live = records.reduce((sum, record) => sum + JSON.stringify(record).length, 0);
  console.log(`analytics size: ${DAYS} days written through the repository in ${(written / 1000).toFixed(1)} s, the purge job run daily`);
  console.log(
    `analytics size: ${megabytes(fileSize())} on disk at the end (database ${megabytes(sizeOf(SQLITE_FILE))}, write-ahead log ${megabytes(sizeOf(`${SQLITE_FILE}-wal`))}; largest ${megabytes(largest)}), ${records.length} records (counts and key names) holding ${megabytes(live)} of data`,
  );
  await store.close();
  // Where the bytes are: each table and index of the analytics, by SQLite's own page accounting.
  const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
  const pages = db
    .prepare("SELECT name, sum(pgsize) AS bytes FROM dbstat WHERE name LIKE '%analytics%' GROUP BY name ORDER BY bytes DESC")
    .all() as { name: string; bytes: number }[];
  db.close();
  for (const { name, bytes } of pages) console.log(`analytics size:   ${megabytes(bytes).padStart(9)}  ${name}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
