import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../test/test-app";
import { createLogger } from "../lib/logger";
import { ensureIndexes } from "../store/indexes";
import type { CollectionName, DocumentStore, IndexSpec } from "../store/types";
import { startBackgroundJobs } from "./background-jobs";
import { sessionPurgeJob } from "./purge-jobs";
import { watched } from "../test/watched-job";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const silent = createLogger("silent");

/** The store as it is, noting every index it is asked for. */
function recordingIndexes(store: DocumentStore): { store: DocumentStore; asked: { collection: CollectionName; spec: IndexSpec }[] } {
  const asked: { collection: CollectionName; spec: IndexSpec }[] = [];
  const recording = new Proxy(store, {
    get(target, property) {
      if (property !== "collection") {
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (name: CollectionName) => {
        const collection = target.collection(name);
        return new Proxy(collection, {
          get(inner, key) {
            if (key === "createIndex") {
              return (spec: IndexSpec) => {
                asked.push({ collection: name, spec });
                return inner.createIndex(spec);
              };
            }
            const value: unknown = Reflect.get(inner, key);
            return typeof value === "function" ? value.bind(inner) : value;
          },
        });
      };
    },
  });
  return { store: recording, asked };
}

describe("expired sessions", () => {
  let t: TestApp;
  const sessionIds = async () => (await t.store.collection("sessions").find({})).map((session) => session._id).sort();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are purged by the server's own jobs when it starts, while a signed-in admin stays signed in", async () => {
    const admin = await adminAgent(t);
    const [live] = await sessionIds();
    await t.services.repositories.sessions.set("left-last-month", "{}", new Date(Date.now() - 30 * DAY_MS));
    expect(await sessionIds()).toHaveLength(2);

    // Every job runs once as it starts; stopping waits for those runs to finish.
    await startBackgroundJobs(t.jobs, silent).stop();

    expect(await sessionIds()).toEqual([live]);
    expect((await admin.get("/api/admin/verify-session").expect(200)).body.isAdmin).toBe(true);
  });

  it("keep being purged every hour, not only at start", async () => {
    const clock = manualClock(new Date("2026-11-20T08:00:00.000Z"));
    await t.services.repositories.sessions.set("ends-at-nine", "{}", new Date("2026-11-20T09:00:00.000Z"));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { job, runs } = watched(sessionPurgeJob(t.services.repositories.sessions, clock));
    const running = startBackgroundJobs([job], silent);
    try {
      await runs[0];
      expect(await sessionIds()).toContain("ends-at-nine");

      clock.advance(90 * 60 * 1000);
      vi.advanceTimersByTime(HOUR_MS - 1);
      expect(runs).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(runs).toHaveLength(2);
      await runs[1];
      expect(await sessionIds()).not.toContain("ends-at-nine");
    } finally {
      await running.stop();
    }
  });

  it("are asked of the store with a TTL index on their expiry date, which MongoDB uses to drop them itself", async () => {
    const { store, asked } = recordingIndexes(t.store);
    await ensureIndexes(store);
    expect(asked.filter((request) => request.collection === "sessions").map((request) => request.spec)).toContainEqual({
      fields: { expiresAt: 1 },
      expireAfterSeconds: 0,
    });
  });
});
