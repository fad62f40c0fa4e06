import { afterEach, describe, expect, it } from "vitest";
import request from "supertest";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { SUBSCRIBE_MESSAGE } from "../../../shared/constants";
import type { SubscriberList } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const HOUR = 60 * 60 * 1000;

const started: TestApp[] = [];
async function start(clock: ReturnType<typeof manualClock>, perHour = "100"): Promise<TestApp> {
  // Behind a proxy, so each request can come from its own client address; the per-client limit as shipped.
  const t = await startTestApp({
    clock,
    env: { NEWSLETTER_CONFIRMATIONS_PER_HOUR: perHour, TRUST_PROXY: "1", RATE_LIMIT_NEWSLETTER: "10" },
  });
  started.push(t);
  return t;
}

/** The 300 different client addresses of a script spread over many machines. */
const clientAddress = (i: number) => `100.64.${i >> 8}.${i & 255}`;
const signUp = (t: TestApp, email: string, address: string) =>
  request(t.app).post("/api/newsletter/subscribe").set("X-Forwarded-For", address).send({ email });

/** Mail written to DATA_DIR/outbox once the mail worker has sent everything queued. */
async function outboxFiles(t: TestApp): Promise<string[]> {
  await t.services.mailWorker.kick();
  return (await readdir(join(t.dataDir, "outbox")).catch(() => [])).filter((name) => name.endsWith(".eml"));
}
const outboxRecipients = async (t: TestApp) => {
  await t.services.mailWorker.kick();
  return (await t.services.outbox.list()).map((entry) => entry.to);
};

async function waitingShownToAdmin(t: TestApp) {
  const admin = await adminAgent(t);
  return ((await admin.get("/api/admin/subscribers").expect(200)).body as SubscriberList).confirmationsWaiting;
}

describe("the site-wide hourly budget of confirmation mails", () => {
  afterEach(async () => {
    for (const t of started.splice(0)) await t.close();
  });

  it("lets 300 sign-ups from 300 client addresses mail at most 100 strangers in the hour, each answered the same", async () => {
    const clock = manualClock();
    const t = await start(clock);
    const answers: string[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await signUp(t, `stranger${i}@example.com`, clientAddress(i));
      answers.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      clock.advance(1000);
    }
    expect(new Set(answers)).toEqual(new Set([`200 ${JSON.stringify({ ok: true, message: SUBSCRIBE_MESSAGE })}`]));

    expect(await outboxFiles(t)).toHaveLength(100);
    // The first hundred got their mail; the rest are kept, pending, waiting with the reason.
    const recipients = new Set(await outboxRecipients(t));
    expect(recipients).toEqual(new Set(Array.from({ length: 100 }, (_, i) => `stranger${i}@example.com`)));
    const late = await t.services.repositories.subscribers.findByEmail("stranger250@example.com");
    expect(late).toMatchObject({ status: "pending", confirmationWaiting: "hourly-limit", confirmationSentAt: null });
    expect(await t.store.collection("subscribers").countDocuments({})).toBe(300);
    expect(await waitingShownToAdmin(t)).toEqual({ count: 200, reason: "hourly-limit", hourlyLimit: 100 });
  });

  it("mails the sign-ups that waited with the next hours' budget, oldest first, and none twice", async () => {
    const clock = manualClock();
    const t = await start(clock, "3");
    for (let i = 0; i < 8; i++) {
      await signUp(t, `reader${i}@example.com`, clientAddress(i)).expect(200);
      clock.advance(1000);
    }
    expect(await outboxFiles(t)).toHaveLength(3);
    // Within the same hour the job finds no budget left.
    expect(await t.services.newsletter.mailWaiting()).toBe(0);

    clock.advance(HOUR);
    // The server's own background job spends the new hour's budget.
    const job = t.jobs.find((candidate) => candidate.name === "mail confirmations that waited for the hourly budget");
    expect(await job?.run()).toBe(3);
    expect((await outboxRecipients(t)).slice(0, 3).sort()).toEqual(["reader3@example.com", "reader4@example.com", "reader5@example.com"]);
    expect(await waitingShownToAdmin(t)).toEqual({ count: 2, reason: "hourly-limit", hourlyLimit: 3 });

    clock.advance(HOUR);
    expect(await t.services.newsletter.mailWaiting()).toBe(2);
    expect(await t.services.newsletter.mailWaiting()).toBe(0);
    expect(await outboxFiles(t)).toHaveLength(8);
    expect(new Set(await outboxRecipients(t)).size).toBe(8);
    expect(await waitingShownToAdmin(t)).toEqual({ count: 0, reason: null, hourlyLimit: 3 });
  });

  it("leaves a sign-up that waited over a day until its person signs up again, which mails it within the budget", async () => {
    const clock = manualClock();
    const t = await start(clock, "1");
    await signUp(t, "first@example.com", clientAddress(1)).expect(200);
    await signUp(t, "patient@example.com", clientAddress(2)).expect(200);
    // Signing up again within the spent hour answers the same and still sends nothing.
    await signUp(t, "patient@example.com", clientAddress(2)).expect(200);
    expect(await outboxFiles(t)).toHaveLength(1);

    clock.advance(25 * HOUR);
    expect(await t.services.newsletter.mailWaiting()).toBe(0);
    expect(await waitingShownToAdmin(t)).toMatchObject({ count: 1, reason: "hourly-limit" });

    await signUp(t, "patient@example.com", clientAddress(2)).expect(200);
    expect(await outboxRecipients(t)).toContain("patient@example.com");
    expect(await outboxFiles(t)).toHaveLength(2);
    expect(await waitingShownToAdmin(t)).toEqual({ count: 0, reason: null, hourlyLimit: 1 });
  });

  it("is one budget for every process on the store: a second app on the same data spends the same hour", async () => {
    const clock = manualClock();
    const t = await start(clock, "2");
    const other = await startTestApp({ clock, dataDir: t.dataDir, env: { NEWSLETTER_CONFIRMATIONS_PER_HOUR: "2" } });
    try {
      await signUp(t, "one@example.com", clientAddress(1)).expect(200);
      await request(other.app).post("/api/newsletter/subscribe").send({ email: "two@example.com" }).expect(200);
      await request(other.app).post("/api/newsletter/subscribe").send({ email: "three@example.com" }).expect(200);
      expect((await t.services.repositories.subscribers.findByEmail("three@example.com"))?.confirmationWaiting).toBe("hourly-limit");
      expect(await t.services.repositories.subscribers.countWaiting()).toBe(1);
    } finally {
      await other.close();
    }
  });
});
