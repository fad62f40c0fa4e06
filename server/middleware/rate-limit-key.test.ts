import { afterEach, describe, expect, it } from "vitest";
import request from "supertest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANALYTICS } from "../../shared/analytics";
import { startTestApp, type TestApp } from "../test/test-app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const started: TestApp[] = [];
async function start(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const t = await startTestApp(options);
  started.push(t);
  return t;
}

/** The names the rate-limit counters of this data folder are kept under, after one counted call. */
async function counterNames(t: TestApp): Promise<string[]> {
  await request(t.app)
    .post(ANALYTICS.collectPath)
    .set("User-Agent", BROWSER)
    .set("Content-Type", "text/plain;charset=UTF-8")
    .send(JSON.stringify({ path: "/", events: [{ type: "pageview" }] }))
    .expect(202);
  const records = await t.store.collection<{ _id: string }>("rateLimits").find({});
  return records.map((record) => record._id.split(":")[1]);
}

describe("the names rate-limit counters give client addresses", () => {
  afterEach(async () => {
    for (const t of started.splice(0)) await t.close();
  });

  it("differ between two data folders for the same address, so nobody can work one out from the sources", async () => {
    const [first, second] = [await start(), await start()];
    const [firstNames, secondNames] = [await counterNames(first), await counterNames(second)];
    expect(firstNames).toHaveLength(1);
    expect(secondNames).toHaveLength(1);
    expect(firstNames[0]).not.toBe(secondNames[0]);
    expect(await first.services.clientKey("203.0.113.7")).not.toBe(await second.services.clientKey("203.0.113.7"));
  });

  it("stay the same after a restart on the same data folder, so a client's count carries on", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-rate-key-"));
    try {
      const before = await startTestApp({ dataDir });
      const [counted] = await counterNames(before);
      const named = await before.services.clientKey("203.0.113.7");
      await before.close();
      // The restarted app reads the secret back from the folder's store.
      const after = await startTestApp({ dataDir });
      try {
        expect(await after.services.clientKey("203.0.113.7")).toBe(named);
        expect(await after.services.clientKey("198.51.100.1")).not.toBe(named);
        // The counter the first run kept is the one this client's calls go on counting in.
        expect(await counterNames(after)).toContain(counted);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
