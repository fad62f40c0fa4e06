import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, startTestApp, type TestApp } from "../test/test-app";
import { createLogger } from "../lib/logger";
import { SESSION_EXPIRY_INDEX } from "../store/indexes";
import { startBackgroundJobs } from "./background-jobs";
import { sessionPurgeJob } from "./purge-jobs";

const DAY_MS = 24 * 60 * 60 * 1000;
const silent = createLogger("silent");

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("expired sessions", () => {
  let t: TestApp;
  const sessionIds = async () => (await t.store.collection("sessions").find({})).map((session) => session._id).sort();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("are purged by the server's own jobs when it starts, while a signed-in admin stays signed in", async () => {
    const admin = await adminAgent(t);
    const [live] = await sessionIds();
    await t.services.repositories.sessions.set("left-last-month", "{}", new Date(Date.now() - 30 * DAY_MS));
    expect(await sessionIds()).toHaveLength(2);

    const running = startBackgroundJobs(t.jobs, silent);
    try {
      await until(async () => (await sessionIds()).length === 1);
    } finally {
      await running.stop();
    }
    expect(await sessionIds()).toEqual([live]);
    expect((await admin.get("/api/admin/verify-session").expect(200)).body.isAdmin).toBe(true);
  });

  it("keep being purged on the schedule, not only at start", async () => {
    const running = startBackgroundJobs([sessionPurgeJob(t.services.repositories.sessions, { now: () => new Date() }, 20)], silent);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.services.repositories.sessions.set("expired-later", "{}", new Date(Date.now() - 1000));
      await until(async () => !(await sessionIds()).includes("expired-later"));
    } finally {
      await running.stop();
    }
  });

  it("expire on MongoDB through a TTL index on their expiry date", () => {
    expect(SESSION_EXPIRY_INDEX).toEqual({ fields: { expiresAt: 1 }, expireAfterSeconds: 0 });
  });
});
