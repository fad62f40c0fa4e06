import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { freePort } from "../../../e2e/server";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { readable, startSmtpSink } from "../../test/smtp-sink";

const MINUTE = 60 * 1000;

describe("mail through a real SMTP server", () => {
  const clock = manualClock();
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ clock, env: { SMTP_URL: sink.url, MAIL_FROM: "Furrow <news@furrow.test>" } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const subscribe = (email: string) => request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
  const queued = async (email: string) =>
    (await t.store.collection("mailQueue").find({ to: email }))[0] as unknown as { status: string; attempts: number; lastError?: string };

  it("delivers the confirmation to the address, from MAIL_FROM, in HTML and plain text", async () => {
    await subscribe("reader@example.com");
    await t.services.mailWorker.kick();
    const mail = sink.received.find((received) => received.to.includes("reader@example.com"));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("news@furrow.test");
    expect(mail!.raw).toMatch(/^From: Furrow <news@furrow\.test>$/m);
    expect(mail!.raw).toMatch(/^Subject: Confirm your subscription to Furrow$/m);
    expect(mail!.raw).toContain("Content-Type: text/plain");
    expect(mail!.raw).toContain("Content-Type: text/html");
    expect(readable(mail!.raw)).toContain("/newsletter?action=confirm&token=");
    expect(await queued("reader@example.com")).toMatchObject({ status: "sent", attempts: 1 });
    // Nothing went to the outbox: the server took it.
    expect(await t.services.outbox.list()).toEqual([]);
  });

  it("keeps a message the server defers (4xx), with the reason, and delivers it on a later round", async () => {
    sink.refuse(421);
    await subscribe("deferred@example.com");
    await t.services.mailWorker.kick();
    expect(await queued("deferred@example.com")).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/421|Try again/),
    });

    sink.refuse(null);
    await t.services.mailWorker.kick();
    expect(await queued("deferred@example.com")).toMatchObject({ status: "pending" });
    clock.advance(MINUTE);
    await t.services.mailWorker.kick();
    expect(await queued("deferred@example.com")).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.received.filter((received) => received.to.includes("deferred@example.com"))).toHaveLength(1);
  });

  it("gives up on an address the server refuses for good (5xx), saying why", async () => {
    sink.refuse(550);
    await subscribe("nobody@example.com");
    await t.services.mailWorker.kick();
    sink.refuse(null);
    expect(await queued("nobody@example.com")).toMatchObject({ status: "failed", lastError: expect.stringMatching(/550|No such mailbox/) });
  });
});

describe("mail while the SMTP server is down", () => {
  it("leaves the message queued, with the error for the admin to see, and loses nothing", async () => {
    const clock = manualClock();
    const port = await freePort();
    const t = await startTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      await request(t.app).post("/api/newsletter/subscribe").send({ email: "patient@example.com" }).expect(200);
      await t.services.mailWorker.kick();
      const [waiting] = await t.store.collection("mailQueue").find({ to: "patient@example.com" });
      expect(waiting).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    } finally {
      await t.close();
    }
  });
});
