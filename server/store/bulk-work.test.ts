import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, startTestApp, type TestApp } from "../test/test-app";
import { restoreArchive } from "../modules/backups/restore/restore";
import { writeArchive } from "../modules/backups/archive/write-archive";
import { TAUGHT_DOCUMENTS } from "./repositories/spam-filter.repository";
import type { Document, DocumentStore } from "./types";
import type { CommentRecord } from "./repositories/comments.record";
import type { PostRecord } from "./repositories/posts.record";
import type { SpamTokenRecord } from "./repositories/spam-filter.record";
import type { SubscriberRecord } from "./repositories/subscribers.record";

const ROWS = 10_000;
const at = new Date("2026-11-20T10:00:00Z");

async function fill<T extends Document>(
  store: DocumentStore,
  name: Parameters<DocumentStore["collection"]>[0],
  documents: T[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    await store.collection<T>(name).bulkWrite(documents.slice(start, start + 500).map((document) => ({ insertOne: { document } })));
  }
}

/**
 * Starts `operation` (a service call, so it is running from this moment), then asks /healthz over
 * real HTTP again and again until the operation is over: how many answers (all 200) came back
 * while it still ran, and what it returned. Work that never lets the event loop go gets none.
 */
async function healthzWhile<R>(server: Server, operation: () => PromiseLike<R>): Promise<{ answeredMeanwhile: number; result: R }> {
  let over = false;
  const running = Promise.resolve(operation()).finally(() => {
    over = true;
  });
  let answeredMeanwhile = 0;
  while (!over) {
    const res = await request(server).get("/healthz");
    expect(res.status).toBe(200);
    if (!over) answeredMeanwhile++;
  }
  return { answeredMeanwhile, result: await running };
}

describe("bulk work on 10,000 rows leaves the server answering", () => {
  let t: TestApp;
  let server: Server;
  let admin: Awaited<ReturnType<typeof adminAgent>>;

  beforeEach(async () => {
    t = await startTestApp();
    server = createServer(t.app).listen(0);
    admin = await adminAgent(t);
    // The queue is what these tests read; nothing needs to go out.
    await t.services.mailWorker.stop();
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("deletes every spam comment while /healthz answers, and the filter learns each one's words exactly once", async () => {
    const spam: CommentRecord[] = Array.from({ length: ROWS }, (_, n) => ({
      _id: `c${String(n).padStart(5, "0")}`,
      postId: "p1",
      authorName: "Bot",
      authorEmail: "bot@example.com",
      content: `cheapest pills offer${n % 7 === 0 ? " bonusword" : ""} unique${n}x`,
      isApproved: false,
      createdAt: at,
      isSpam: true,
      heldBy: ["filter"],
      // A few the author had once kept as a reader's: marking them spam takes that lesson back.
      ...(n < 10 && { taughtAs: "ham" as const }),
    }));
    await fill(t.store, "comments", [
      ...spam,
      {
        _id: "kept",
        postId: "p1",
        authorName: "Jo",
        authorEmail: "jo@example.com",
        content: "Fine soil notes",
        isApproved: true,
        createdAt: at,
      },
    ]);
    await fill<SpamTokenRecord>(t.store, "spamFilter", [
      { _id: "cheapest", spam: 0, ham: 10 },
      { _id: TAUGHT_DOCUMENTS, spam: 0, ham: 10 },
    ]);

    const { answeredMeanwhile, result } = await healthzWhile(server, () => t.services.comments.deleteAllSpam());
    expect(result).toBe(ROWS);
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect((await admin.get("/api/admin/comments").expect(200)).body.map((comment: { id: string }) => comment.id)).toEqual(["kept"]);

    expect(await t.store.collection("comments").countDocuments({ isSpam: true })).toBe(0);
    expect(await t.store.collection("comments").countDocuments({})).toBe(1);
    const learned = new Map(
      (await t.services.repositories.spamFilter.learnedFor(["cheapest", "pills", "bonusword", "unique0x", "unique9999x"])).map((record) => [
        record._id,
        record,
      ]),
    );
    expect(learned.get(TAUGHT_DOCUMENTS)).toMatchObject({ spam: ROWS, ham: 0 });
    expect(learned.get("cheapest")).toMatchObject({ spam: ROWS, ham: 0 });
    expect(learned.get("pills")).toMatchObject({ spam: ROWS, ham: -10 });
    expect(learned.get("bonusword")).toMatchObject({ spam: Math.ceil(ROWS / 7) });
    expect(learned.get("unique0x")).toEqual({ _id: "unique0x", spam: 1, ham: -1 });
    expect(learned.get("unique9999x")).toEqual({ _id: "unique9999x", spam: 1 });
  }, 120_000);

  it("queues a newsletter for 10,000 readers while /healthz answers, each reader exactly once", async () => {
    const readers: SubscriberRecord[] = Array.from({ length: ROWS }, (_, n) => ({
      _id: `s${String(n).padStart(5, "0")}`,
      email: `reader${n}@farm.example`,
      createdAt: at,
      status: "confirmed",
    }));
    await fill(t.store, "subscribers", [...readers, { _id: "waiting", email: "pending@farm.example", createdAt: at, status: "pending" }]);

    const { id } = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ title: "Cover crops in a dry year", content: "Body", isPublished: false })
        .expect(201)
    ).body;
    const post = (await t.store.collection<PostRecord>("posts").findOne({ _id: id }))!;

    // As a save that publishes it with "send" chosen does: the send starts, and preparing it runs in the background.
    const { answeredMeanwhile } = await healthzWhile(server, async () => {
      await t.services.newsletterSends.postPublished({ ...post, isPublished: true, newsletter: { send: true, content: "excerpt" } });
      await t.services.newsletterSends.prepare();
    });
    expect(answeredMeanwhile).toBeGreaterThan(0);

    const queue = t.store.collection<Document & { to: string; sendId?: string }>("mailQueue");
    const deliveries = await queue.find({ sendId: { $exists: true } }, { projection: { to: 1 } });
    expect(deliveries).toHaveLength(ROWS);
    expect(new Set(deliveries.map((mail) => mail.to)).size).toBe(ROWS);
    expect(deliveries.some((mail) => mail.to === "pending@farm.example")).toBe(false);
    // Preparing again (a restart, another instance) queues nobody twice.
    await t.services.newsletterSends.prepare();
    expect(await queue.countDocuments({ sendId: { $exists: true } })).toBe(ROWS);
  }, 120_000);

  it("imports a 10,000-line subscriber CSV while /healthz answers, every address once", async () => {
    await fill<SubscriberRecord>(t.store, "subscribers", [
      { _id: "old", email: "reader7@farm.example", createdAt: at, status: "unsubscribed" },
    ]);
    const lines = [
      "email,status",
      ...Array.from({ length: ROWS }, (_, n) => `reader${n}@farm.example,confirmed`),
      "reader5@farm.example,confirmed",
      "not-an-address,confirmed",
    ];

    const { answeredMeanwhile, result } = await healthzWhile(server, () => t.services.subscribersAdmin.importCsv(lines.join("\n")));
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect(result).toEqual({
      added: ROWS - 1,
      alreadyListed: 2,
      invalid: [{ line: ROWS + 3, reason: '"not-an-address" is not an email address' }],
      confirmationsQueued: 0,
    });
    expect(await t.store.collection("subscribers").countDocuments({ status: "confirmed" })).toBe(ROWS - 1);
    expect((await t.services.repositories.subscribers.findByEmail("reader7@farm.example"))?.status).toBe("unsubscribed");
  }, 120_000);

  it("restores a backup of 10,000 comments while /healthz answers, every record back", async () => {
    const comments: CommentRecord[] = Array.from({ length: ROWS }, (_, n) => ({
      _id: `c${n}`,
      postId: "p1",
      authorName: "Jo",
      authorEmail: "jo@example.com",
      content: `Comment number ${n}`,
      isApproved: n % 2 === 0,
      createdAt: at,
    }));
    await fill(t.store, "comments", comments);
    const archive = join(t.dataDir, "comments.tar.gz");
    await writeArchive(t.store, createWriteStream(archive), { now: at });
    await t.store.collection("comments").deleteMany({});

    const { answeredMeanwhile, result } = await healthzWhile(server, () => restoreArchive(t.store, archive, { replace: true }));
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect(result.collections.comments).toBe(ROWS);
    expect(await t.store.collection("comments").countDocuments({})).toBe(ROWS);
    expect(await t.store.collection<CommentRecord>("comments").findOne({ _id: "c9999" })).toEqual(comments[9999]);
  }, 120_000);
});
