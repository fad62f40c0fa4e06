import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminPost, NewsletterSendSummary } from "../../../shared/types";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/**
 * No SMTP_URL: each delivery is written to DATA_DIR/outbox as an .eml file, so the files there
 * are exactly what was handed to "the mail server". Paced at 5 a second, so a send of a few dozen
 * readers is still going out when the test withdraws it.
 */
const SLOW = { MAIL_RATE_PER_MINUTE: "300" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

const outboxFiles = async (t: TestApp) =>
  (await readdir(join(t.dataDir, "outbox")).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
const outboxCount = async (t: TestApp) => (await outboxFiles(t)).length;
/** Who each message in the outbox went to. */
const recipients = async (t: TestApp) =>
  Promise.all(
    (await outboxFiles(t)).map(async (file) => /^To: (.+)$/m.exec(await readFile(join(t.dataDir, "outbox", file), "utf8"))![1].trim()),
  );

describe("withdrawing a newsletter that is going out", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function start(options: { dataDir?: string; readers?: number } = {}) {
    const t = await startTestApp({ dataDir: options.dataDir, env: SLOW });
    cleanup.push(() => t.close());
    const admin = await adminAgent(t);
    if (options.readers) {
      const csv = `email,status\n${Array.from({ length: options.readers }, (_, index) => `reader${index}@farm.example,confirmed`).join("\n")}\n`;
      const imported = await admin.post("/api/admin/subscribers/import").set("content-type", "text/csv").send(csv).expect(200);
      expect(imported.body).toMatchObject({ added: options.readers, confirmationsQueued: 0 });
    }
    return { t, admin };
  }

  const publish = async (admin: Agent, title: string) =>
    (
      await admin
        .post("/api/admin/blog-posts")
        .send({ title, content: "The whole text, for subscribers only.", isPublished: true, newsletter: { send: true, content: "full" } })
        .expect(201)
    ).body as AdminPost;
  const sends = async (admin: Agent) => (await admin.get("/api/admin/newsletter/sends").expect(200)).body as NewsletterSendSummary[];
  const midSend = (t: TestApp) => until(async () => (await outboxCount(t)) >= 3, "the first deliveries");
  /** Lets the worker run until it finds nothing due: whatever it was going to send, it has sent. */
  const settle = (t: TestApp) => t.services.mailWorker.kick();

  it("stops the deliveries of a post deleted mid-send: the outbox grows by at most the one in flight, and Sent posts shows the rest cancelled", async () => {
    const { t, admin } = await start({ readers: 30 });
    const post = await publish(admin, "Withdrawn by deletion");
    await midSend(t);

    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
    const atDelete = await outboxCount(t);
    await settle(t);
    const after = await outboxCount(t);
    expect(after).toBeLessThanOrEqual(atDelete + 1);
    expect(after).toBeLessThan(30);

    const [send] = await sends(admin);
    expect(send).toMatchObject({ postTitle: "Withdrawn by deletion", cancelReason: "deleted", pending: 0, failed: 0, sent: after });
    expect(send.cancelledAt).not.toBeNull();
    expect(send.cancelled).toBe(30 - after);
  });

  it("stops the deliveries of a post unpublished mid-send, and publishing it again sends nothing more", async () => {
    const { t, admin } = await start({ readers: 30 });
    const post = await publish(admin, "Withdrawn by unpublishing");
    await midSend(t);

    const hidden = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: post.title, content: post.markdown, isPublished: false, baseVersion: post.version })
      .expect(200);
    const atUnpublish = await outboxCount(t);
    await settle(t);
    const after = await outboxCount(t);
    expect(after).toBeLessThanOrEqual(atUnpublish + 1);
    expect(after).toBeLessThan(30);
    expect((await sends(admin))[0]).toMatchObject({ cancelReason: "unpublished", pending: 0, cancelled: 30 - after });

    // Back up, with the newsletter box ticked again: a post's newsletter is sent once, and a cancelled one stays cancelled.
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: post.title,
        content: post.markdown,
        isPublished: true,
        baseVersion: hidden.body.version,
        newsletter: { send: true, content: "full" },
      })
      .expect(200);
    await t.services.newsletterSends.prepare();
    await settle(t);
    expect(await outboxCount(t)).toBe(after);
    expect(await sends(admin)).toHaveLength(1);
    expect((await sends(admin))[0]).toMatchObject({ cancelReason: "unpublished", pending: 0 });
  });

  it("sends a cancelled newsletter to the readers it did not reach only when the author asks, after republishing, each reader once", async () => {
    const { t, admin } = await start({ readers: 30 });
    const post = await publish(admin, "Taken back, then sent on");
    await midSend(t);
    const hidden = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: post.title, content: post.markdown, isPublished: false, baseVersion: post.version })
      .expect(200);
    await settle(t);
    const before = await outboxCount(t);

    const unpublished = await admin.post(`/api/admin/newsletter/sends/${post.id}/resume`).expect(409);
    expect(unpublished.body.error).toBe("Publish the post again before sending its newsletter");
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: post.title, content: post.markdown, isPublished: true, baseVersion: hidden.body.version })
      .expect(200);
    await settle(t);
    expect(await outboxCount(t)).toBe(before);

    const resumed = await admin.post(`/api/admin/newsletter/sends/${post.id}/resume`).expect(200);
    expect(resumed.body).toEqual({ resumed: 30 - before });
    await settle(t);
    const to = await recipients(t);
    expect(to).toHaveLength(30);
    expect(new Set(to).size).toBe(30);
    expect((await sends(admin))[0]).toMatchObject({ sent: 30, pending: 0, cancelled: 0, cancelledAt: null, cancelReason: null });
    await admin.post(`/api/admin/newsletter/sends/${post.id}/resume`).expect(409);
  });

  it("lets the author cancel a send of 1,200 readers in progress from Sent posts, once, and neither a stranger nor another site's page", async () => {
    const { t, admin } = await start({ readers: 1200 });
    const post = await publish(admin, "Stopped by the author");
    await t.services.newsletterSends.prepare();
    await midSend(t);

    await request(t.app).post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(401);
    // Another site's page cannot make the signed-in author's browser stop it.
    await admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).set("Origin", "https://evil.example").expect(403);
    expect((await sends(admin))[0].cancelledAt).toBeNull();
    const answer = await admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(200);
    await settle(t);
    const sent = await outboxCount(t);
    // Every delivery not handed over is cancelled, across the batches the cancel is done in.
    expect(answer.body.cancelled).toBeGreaterThanOrEqual(1200 - sent - 1);
    const [send] = await sends(admin);
    expect(send).toMatchObject({ cancelReason: "author", queued: 1200, sent, pending: 0, cancelled: 1200 - sent });

    const again = await admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(409);
    expect(again.body.error).toBe("This newsletter was cancelled already");
    await admin.post(`/api/admin/newsletter/sends/${post.id}/retry`).expect(409);
    await admin.post("/api/admin/newsletter/sends/no-such-send/cancel").expect(404);
    // The post itself stays published: only its mail stopped.
    expect((await request(t.app).get(`/api/blog-posts/${post.slug}`).expect(200)).body.title).toBe("Stopped by the author");
  });

  it("cancels a send the moment it is published: nothing goes out later, and queuing still under way is refused its next page", async () => {
    const { t, admin } = await start({ readers: 1200 });
    const post = await publish(admin, "Stopped while queuing");
    // Sent at once: the 1,200 deliveries are queued 500 at a time, in this process or by the job.
    await admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(200);
    await t.services.newsletterSends.prepare();
    await settle(t);
    const sent = await outboxCount(t);
    expect(sent).toBeLessThanOrEqual(1);

    // Queuing again (the background job, or another process) adds nothing to a cancelled send.
    await t.services.newsletterSends.prepare();
    await settle(t);
    expect(await outboxCount(t)).toBe(sent);
    const [send] = await sends(admin);
    expect(send).toMatchObject({ preparing: false, pending: 0, cancelReason: "author", sent });
    expect(send.cancelled + send.sent).toBeLessThanOrEqual(1200);
    // Queuing still under way (here or in another process) is refused its next page, and its
    // finishing step does not turn the send back into a running one.
    const stored = t.services.repositories.newsletterSends;
    expect(await stored.advance(post.id, "zzzz", 1200)).toBe(false);
    await stored.prepared(post.id, 1200);
    expect(await stored.find(post.id)).toMatchObject({ status: "cancelled" });
    expect(await stored.isCancelled(post.id)).toBe(true);
  });

  it("refuses to cancel a newsletter that has gone out in full, and leaves it sent when its post is later deleted", async () => {
    const { t, admin } = await start({ readers: 3 });
    const post = await publish(admin, "Delivered before anyone minded");
    await t.services.newsletterSends.prepare();
    await settle(t);
    expect(await outboxCount(t)).toBe(3);

    const refused = await admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(409);
    expect(refused.body.error).toBe("This newsletter has nothing left to cancel");
    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
    expect((await sends(admin))[0]).toMatchObject({ sent: 3, cancelled: 0, cancelReason: null, cancelledAt: null });
  });

  it("never resumes a cancelled send: not after a restart on the same data folder, nor when another process queues its deliveries late", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-cancelled-send-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await start({ dataDir, readers: 30 });
    const post = await publish(first.admin, "Cancelled before a restart");
    await midSend(first.t);
    await first.admin.post(`/api/admin/newsletter/sends/${post.id}/cancel`).expect(200);
    await settle(first.t);
    const sent = await outboxCount(first.t);
    await first.t.close();

    const { t, admin } = await start({ dataDir });
    for (const job of t.jobs.filter((each) => each.name === "prepare newsletters" || each.name === "deliver queued mail")) await job.run();
    await settle(t);
    expect(await outboxCount(t)).toBe(sent);

    // A preparation racing the cancel in another process queues a delivery after it, to a reader still
    // on the list: the worker passes it over.
    const reader = (await t.services.repositories.subscribers.findByEmail("reader0@farm.example"))!;
    const late = `${post.id}.${reader._id}.late`;
    const queued = await t.services.repositories.mailQueue.enqueueOnce({
      _id: late,
      kind: "newsletter",
      sendId: post.id,
      subscriberId: reader._id,
      to: reader.email,
      status: "pending",
      attempts: 0,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    });
    expect(queued).toBe(true);
    await settle(t);
    expect(await outboxCount(t)).toBe(sent);
    expect(await t.services.repositories.mailQueue.find(late)).toMatchObject({ status: "cancelled" });
    expect((await sends(admin))[0]).toMatchObject({ cancelReason: "author", pending: 0, sent });
  });
});
