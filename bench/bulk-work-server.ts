/**
 * The bulk-work benchmark's server side, run as a child process: the real app on a temporary
 * embedded store, served over HTTP. Each line on stdin names an operation; the rows it needs are
 * written first (not timed), then it prints {"phase":"start"}, runs the operation through the
 * services, as the admin's buttons and the newsletter job do, and prints {"phase":"done","ms":...}.
 */
import { createServer } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { createApp } from "../server/app";
import { createWriteStream } from "node:fs";
import { restoreArchive } from "../server/modules/backups/restore/restore";
import { writeArchive } from "../server/modules/backups/archive/write-archive";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { openStore } from "../server/store/open-store";
import type { CollectionName, Document } from "../server/store/types";
import type { CommentRecord } from "../server/store/repositories/comments.record";
import type { SubscriberRecord } from "../server/store/repositories/subscribers.record";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const WORDS =
  "soil crop nitrogen sensor yield drone cheap pills casino bonus offer click visit website loan dating replica followers".split(" ");

const dataDir = await mkdtemp(join(tmpdir(), "furrow-bench-bulk-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" });
const store = await openStore({ dataDir });
const { listener, services } = await createApp({ config, store, logger: createLogger("silent") });
// The queue is what is measured; sending 10,000 mails to the outbox is another matter.
await services.mailWorker.stop();
const at = new Date("2026-11-20T10:00:00Z");

async function fill<T extends Document>(name: CollectionName, documents: T[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    await store.collection<T>(name).bulkWrite(documents.slice(start, start + 500).map((document) => ({ insertOne: { document } })));
  }
}

/** Writes what the operation needs, then returns the operation. */
const operations: Record<string, (run: number) => Promise<() => Promise<unknown>>> = {
  async spam(run) {
    // Spam comments of about twenty words, a few of them each comment's own.
    // Held by the filter, so the clean-up teaches each one: the lessons are the work being timed.
    await fill<CommentRecord>(
      "comments",
      Array.from({ length: ROWS }, (_, n) => ({
        _id: `spam-${run}-${String(n).padStart(6, "0")}`,
        postId: "p1",
        authorName: "Bot",
        authorEmail: "bot@example.com",
        isApproved: false,
        isSpam: true,
        heldBy: ["filter"],
        createdAt: at,
        content: `${Array.from({ length: 16 }, (_, index) => WORDS[(n + index) % WORDS.length]).join(" ")} promo${n % 500} unique${run}x${n}`,
      })),
    );
    return () => services.comments.deleteAllSpam();
  },
  async newsletter(run) {
    // Exactly ROWS readers each run, not those of the runs before.
    await store.collection("subscribers").deleteMany({});
    await store.collection("mailQueue").deleteMany({});
    await fill<SubscriberRecord>(
      "subscribers",
      Array.from({ length: ROWS }, (_, n) => ({
        _id: `s-${run}-${String(n).padStart(6, "0")}`,
        email: `reader${n}.run${run}@farm.example`,
        createdAt: at,
        status: "confirmed",
      })),
    );
    const post = await services.posts.create(
      {
        title: `Cover crops in a dry year, part ${run}`,
        content: "## Notes\n\nThe whole post.",
        excerpt: "",
        tags: [],
        isPublished: false,
      },
      { author: { name: "Mara", avatar: "", bio: "" } },
    );
    return async () => {
      await services.newsletterSends.postPublished({ ...post, isPublished: true, newsletter: { send: true, content: "full" } });
      await services.newsletterSends.prepare();
    };
  },
  async import(run) {
    const csv = ["email,status", ...Array.from({ length: ROWS }, (_, n) => `imported${n}.run${run}@farm.example,confirmed`)].join("\n");
    return () => services.subscribersAdmin.importCsv(csv);
  },
  async restore(run) {
    // An archive of ROWS comments and nothing else the runs before left.
    for (const name of ["comments", "subscribers", "mailQueue"] as const) await store.collection(name).deleteMany({});
    await fill<CommentRecord>(
      "comments",
      Array.from({ length: ROWS }, (_, n) => ({
        _id: `kept-${run}-${n}`,
        postId: "p1",
        authorName: "Jo",
        authorEmail: "jo@example.com",
        content: `A reader's comment, number ${n}.`,
        isApproved: true,
        createdAt: at,
      })),
    );
    const archive = join(dataDir, `restore-${run}.tar.gz`);
    await writeArchive(store, createWriteStream(archive), { now: at });
    return () => restoreArchive(store, archive, { replace: true });
  },
};

const server = createServer(listener).listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, rows: ROWS }));
});

let run = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const prepare = operations[line.trim()];
  if (!prepare) continue;
  const operation = await prepare(++run);
  console.log(JSON.stringify({ phase: "start" }));
  const started = performance.now();
  await operation();
  console.log(JSON.stringify({ phase: "done", ms: performance.now() - started }));
}
server.close();
await store.close();
await rm(dataDir, { recursive: true, force: true });
