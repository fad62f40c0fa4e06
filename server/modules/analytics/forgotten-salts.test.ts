import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ANALYTICS } from "../../../shared/analytics";
import { analyticsPurgeJob } from "../../jobs/purge-jobs";
import { SQLITE_FILE } from "../../store/sqlite/sqlite-store";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";

const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let t: TestApp;
afterEach(async () => t?.close());

/** The database file and its write-ahead log, as bytes: what someone who copies the data folder gets. */
async function filesOnDisk(): Promise<Buffer> {
  const read = (name: string) => readFile(join(t.dataDir, name)).catch(() => Buffer.alloc(0));
  return Buffer.concat([await read(SQLITE_FILE), await read(`${SQLITE_FILE}-wal`)]);
}

describe("a past day's salt", () => {
  it("is found in neither the database file nor its write-ahead log once the purge job forgot its day", async () => {
    const clock = manualClock(new Date("2026-11-24T23:59:00Z"));
    t = await startTestApp({ seed: true, clock });
    const { analytics } = t.services.repositories;
    await t
      .agent()
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER)
      .send({ path: "/", events: [{ type: "pageview" }] })
      .expect(202, { counted: true });
    const salt = (await analytics.salt("2026-11-24"))!.salt;
    // The salt was on disk: the check below can fail.
    expect((await filesOnDisk()).includes(salt)).toBe(true);

    clock.advance(2 * 60 * 1000);
    await analyticsPurgeJob(analytics, clock).run();

    expect(await analytics.salt("2026-11-24")).toBeNull();
    expect((await filesOnDisk()).includes(salt)).toBe(false);
  });
});
