import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";
import type { DeliveryRecord } from "../../store/repositories/fediverse-queue.record";
import { newQueueWork, type DeliveriesRepository } from "../../store/repositories/fediverse-queue.repository";
import { createQueueWorker, GiveUp, type QueueWorkerOptions } from "./queue-worker";

const MINUTE = 60_000;

/**
 * The worker under the fediverse's inbox and deliveries, on the real store and a clock the test
 * moves: what the deliveries' tests see only through a stand-in server's answers.
 */
describe("the fediverse queue worker", () => {
  let t: TestApp;
  let queue: DeliveriesRepository;
  const clock = manualClock(new Date("2026-11-29T08:00:00Z"));
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    queue = t.services.repositories.fediverseDeliveries;
  });
  afterAll(() => t.close());

  async function enqueue(server: string): Promise<string> {
    const id = `work-${++serial}`;
    const record: DeliveryRecord = {
      ...newQueueWork(server, clock.now()),
      _id: id,
      inbox: `https://${server}/inbox`,
      activity: { type: "Create" },
      postId: null,
      kind: "Create",
    };
    await queue.enqueue(record);
    return id;
  }

  const worker = (handle: QueueWorkerOptions<DeliveryRecord>["handle"], overrides: Partial<QueueWorkerOptions<DeliveryRecord>> = {}) =>
    createQueueWorker<DeliveryRecord>({
      name: "test deliveries",
      queue,
      handle,
      clock,
      logger: createLogger("silent"),
      concurrency: 20,
      perServer: 2,
      leaseMs: 15_000,
      retryDelaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE],
      checkEveryMs: 1_000,
      ...overrides,
    });

  it("tries failed work again after growing waits, then gives up; a GiveUp is not tried again", async () => {
    const id = await enqueue("down.example");
    const attempts: Date[] = [];
    const failing = worker(async () => {
      attempts.push(clock.now());
      throw new Error("down.example answered 503");
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      failing.kick();
      await failing.settled();
      const record = (await queue.find(id))!;
      expect(record).toMatchObject({ status: "pending", attempts: attempt, lastError: "down.example answered 503" });
      waits.push(record.nextAttemptAt.getTime() - clock.now().getTime());
      // Not due before its wait is over.
      failing.kick();
      await failing.settled();
      expect(attempts).toHaveLength(attempt);
      clock.advance(waits.at(-1)!);
    }
    expect(waits).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE]);
    failing.kick();
    await failing.settled();
    expect(await queue.find(id)).toMatchObject({ status: "failed", attempts: 4 });

    const refused = await enqueue("refuses.example");
    const givingUp = worker(async () => {
      throw new GiveUp("refuses.example answered 403");
    });
    givingUp.kick();
    await givingUp.settled();
    expect(await queue.find(refused)).toMatchObject({ status: "failed", attempts: 1, lastError: "refuses.example answered 403" });
  });

  it("works on no more than its share for one server at once, while other servers' work goes on", async () => {
    const slow = await Promise.all(Array.from({ length: 5 }, () => enqueue("slow.example")));
    const other = await enqueue("other.example");
    let atOnceForSlow = 0;
    let mostForSlow = 0;
    const release: (() => void)[] = [];
    const done: string[] = [];
    const gated = worker(async (record) => {
      if (record.server !== "slow.example") {
        done.push(record._id);
        return;
      }
      atOnceForSlow += 1;
      mostForSlow = Math.max(mostForSlow, atOnceForSlow);
      await new Promise<void>((resolve) => release.push(resolve));
      atOnceForSlow -= 1;
      done.push(record._id);
    });
    gated.kick();
    const settled = gated.settled();
    // Let the work in hand go, one at a time, as the slow server answers.
    while (done.length < slow.length + 1) {
      await new Promise((resolve) => setImmediate(resolve));
      release.shift()?.();
    }
    await settled;
    expect(mostForSlow).toBe(2);
    expect(done).toContain(other);
    for (const id of [...slow, other]) expect(await queue.find(id)).toMatchObject({ status: "done" });
  });

  it("takes up work whose worker's lease ran out (a process that died mid-way), and only then", async () => {
    const id = await enqueue("leased.example");
    // Another process claimed it, then stopped answering.
    const now = clock.now();
    await queue.claim([id], "a process that died", now, new Date(now.getTime() + 15_000));
    const handled: string[] = [];
    const survivor = worker(async (record) => {
      handled.push(record._id);
    });
    survivor.kick();
    await survivor.settled();
    expect(handled).toEqual([]);
    clock.advance(15_001);
    survivor.kick();
    await survivor.settled();
    expect(handled).toEqual([id]);
    expect(await queue.find(id)).toMatchObject({ status: "done" });
  });
});
