import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { ANALYTICS } from "../../../shared/analytics";
import { newsletterFormAction } from "../../../shared/newsletter-links";
import { adminAgent, manualClock, type TestApp } from "../../test/test-app";
import { CLIENT_SHELL, startSeededAppWithShell } from "../../test/test-app-with-shell";

const ARTICLE = "/blog/agrivoltaics-sharing-sunlight";
const LIST = "/api/blog-posts?limit=6";
const DAY = 24 * 60 * 60 * 1000;
const READER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * A used server must answer its readers from the cache as a fresh one does: the work a running
 * blog does in the background (mailing confirmations and a newsletter from the outbox, preparing
 * the send, purging sessions, rate-limit windows and old analytics, warming the reports) changes
 * nothing a reader sees, so it must drop no cached answer. Issue 26 measured used servers slower.
 */
describe("a used blog's background work leaves the readers' cached answers in place", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let postPath: string;

  /** Whether the cache answered `path`, by its hit counter. */
  const fromCache = async (path: string) => {
    const hits = t.responseCache.stats().hits;
    await request(t.app).get(path).expect(200);
    return t.responseCache.stats().hits === hits + 1;
  };
  const runEveryJob = async () => {
    for (const job of t.jobs) await job.run();
  };
  const outbox = async () => (await admin.get("/api/admin/outbox").expect(200)).body as { id: string; to: string; subject: string }[];

  beforeAll(async () => {
    t = await startSeededAppWithShell({}, CLIENT_SHELL, { clock });
    admin = await adminAgent(t);
    // Readers sign up and confirm from the outbox; the author publishes a post with the newsletter chosen.
    for (const email of ["grower@example.com", "agronomist@example.com"])
      await request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
    await t.services.mailWorker.kick();
    for (const mail of await outbox()) {
      const { text } = (await admin.get(`/api/admin/outbox/${mail.id}`).expect(200)).body as { text: string };
      const token = /[?&]token=([\w%-]+)/.exec(text)![1];
      await request(t.app)
        .post(newsletterFormAction("confirm", decodeURIComponent(token)))
        .expect(303);
    }
    const post = (
      await admin
        .post("/api/admin/blog-posts")
        .send({
          title: "Field notes from the trial plots",
          content: "Short notes.\n\nMore next week.",
          isPublished: true,
          newsletter: { send: true, content: "excerpt" },
        })
        .expect(201)
    ).body as { slug: string };
    postPath = `/api/blog-posts/${post.slug}`;
  });
  afterAll(() => t.close());

  it("serves the list, a post and an article from the cache through the newsletter's delivery, the purges and a day's analytics", async () => {
    const beacon = () =>
      request(t.app)
        .post(ANALYTICS.collectPath)
        .set("User-Agent", READER_AGENT)
        .set("Content-Type", "text/plain;charset=UTF-8")
        .send(JSON.stringify({ path: ARTICLE, events: [{ type: "pageview" }] }))
        .expect(202);
    await beacon();
    // Two days on: the sign-in's session, the sign-ups' rate-limit windows and the first day's analytics are the purges' to drop or fold.
    clock.advance(2 * DAY);
    for (const path of [LIST, postPath, ARTICLE]) await request(t.app).get(path).expect(200);
    await beacon();

    // Preparing the send queues a delivery a reader; the worker then writes them to the outbox.
    await runEveryJob();
    await runEveryJob();
    await t.services.mailWorker.kick();
    expect((await outbox()).filter((mail) => mail.subject.includes("Field notes from the trial plots"))).toHaveLength(2);

    for (const path of [LIST, postPath, ARTICLE]) expect(await fromCache(path), path).toBe(true);
  });
});
