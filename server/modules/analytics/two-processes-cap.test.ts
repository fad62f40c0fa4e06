import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../e2e/server";
import { ANALYTICS } from "../../../shared/analytics";
import { SqliteStore } from "../../store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../../store/types";
import type { AnalyticsCounterRecord } from "../../store/repositories/analytics.record";

const KEYS_PER_DAY = 20;
const SEARCHES = 300;
const PARALLEL = 8;
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SHARED_ENV = { SESSION_SECRET: "one-site-two-processes-secret-0123456789", ANALYTICS_KEYS_PER_DAY: String(KEYS_PER_DAY) };

describe("the daily key cap, with two server processes on one data folder", () => {
  let dataDir: string;
  let servers: RunningServer[];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-two-cap-"));
    servers = [
      await startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV }),
      await startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV }),
    ];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.terminate()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("holds while both take new searches at once: at most one key over the cap per process racing, every search counted", async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < SEARCHES) {
          const index = next++;
          const response = await fetch(servers[index % 2].url + ANALYTICS.collectPath, {
            method: "POST",
            headers: { "User-Agent": READER, "Content-Type": "text/plain;charset=UTF-8" },
            body: JSON.stringify({ path: "/posts", events: [{ type: "search", query: `made up words ${index}`, results: 0 }] }),
          });
          expect(response.status).toBe(202);
        }
      }),
    );

    const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    try {
      const rows = await store.collection<AnalyticsCounterRecord>("analyticsDaily").find({ kind: "search" });
      const days = new Set(rows.map((row) => row.day));
      for (const day of days) {
        const ofDay = rows.filter((row) => row.day === day);
        // The cap's keys, "other", and at most one more let in by the second process at the same moment.
        expect(ofDay.length).toBeLessThanOrEqual(KEYS_PER_DAY + 2);
        expect(ofDay.some((row) => row.name === ANALYTICS.otherKey)).toBe(true);
      }
      expect(rows.reduce((sum, row) => sum + (row.c ?? 0), 0)).toBe(SEARCHES);
    } finally {
      await store.close();
    }
  }, 60_000);
});
