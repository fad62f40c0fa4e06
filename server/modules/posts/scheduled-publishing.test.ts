// One suite over 300 lines: scheduling, publishing when due and the newsletter it starts are one
// story told with one fake clock and one app.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SCHEDULING } from "../../../shared/scheduling";
import type { AdminPost, PostCard, PostInput, RevisionSummary } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { startSmtpSink } from "../../test/smtp-sink";
import { CLIENT_SHELL } from "../../test/test-app-with-shell";
import { builtClientAssets } from "../../http/client-assets";
import { startBackgroundJobs } from "../../jobs/background-jobs";
import { createLogger } from "../../lib/logger";

const MINUTE = 60_000;
const START = new Date("2026-12-01T08:00:00Z");
/** Ten in the morning UTC, written as the author in Berlin enters it. */
const GOES_LIVE = "2026-12-01T11:00:00+01:00";
const GOES_LIVE_UTC = "2026-12-01T10:00:00.000Z";

describe("scheduled publishing", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dataDir: string;
  /** A stand-in client build, so article pages are served as in production. */
  let shell: string;
  const running: TestApp[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    shell = await mkdtemp(join(tmpdir(), "furrow-shell-"));
    await mkdir(join(shell, "assets"));
    await writeFile(join(shell, "index.html"), CLIENT_SHELL);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.close()));
    await rm(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await sink?.stop();
    await rm(shell, { recursive: true, force: true });
  });

  /** One server on the shared data folder, as `npm start` would run it, at the given time. */
  async function start(at: Date) {
    const clock = manualClock(at);
    const t = await startTestApp({
      dataDir,
      clock,
      clientAssets: builtClientAssets(shell),
      env: { SMTP_URL: sink.url, MAIL_FROM: "Furrow <news@furrow.test>", PUBLIC_URL: "https://furrow.test" },
    });
    running.push(t);
    const scheduler = t.jobs.find((job) => job.name === "scheduled publishing")!;
    return { t, clock, admin: await adminAgent(t), runScheduler: () => scheduler.run() as Promise<number> };
  }

  async function restart(previous: TestApp, at: Date) {
    running.splice(running.indexOf(previous), 1);
    await previous.close();
    return start(at);
  }

  async function newDataDir() {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-schedule-"));
  }

  const schedule = (admin: Awaited<ReturnType<typeof adminAgent>>, fields: Partial<PostInput> = {}) =>
    admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Frost alerts for orchards",
        content: "Sensors in the orchard warn of frost an hour ahead.",
        tags: ["Orchards"],
        isPublished: false,
        publishAt: GOES_LIVE,
        ...fields,
      })
      .expect(201)
      .then((answer) => answer.body as AdminPost);

  /** Everywhere a reader or a crawler could meet the post. */
  async function whereReadersSee(t: TestApp, post: AdminPost): Promise<string[]> {
    const reader = request(t.app);
    const places: string[] = [];
    if ((await reader.get(`/api/blog-posts/${post.slug}`)).status === 200) places.push("api");
    if (((await reader.get("/api/blog-posts?limit=50")).body as PostCard[]).some((card) => card.id === post.id)) places.push("list");
    if (((await reader.get("/api/blog-posts/search?q=frost%20orchards")).body as PostCard[]).some((card) => card.id === post.id))
      places.push("search");
    if (((await reader.get("/api/blog-posts?tag=Orchards")).body as PostCard[]).some((card) => card.id === post.id)) places.push("tag");
    if ((await reader.get(`/blog/${post.slug}`)).status === 200) places.push("page");
    for (const feed of ["/sitemap.xml", "/rss.xml", "/llms.txt", "/llms-full.txt"]) {
      if ((await reader.get(feed).expect(200)).text.includes(post.slug)) places.push(feed);
    }
    return places;
  }
  const EVERYWHERE = ["api", "list", "search", "tag", "page", "/sitemap.xml", "/rss.xml", "/llms.txt", "/llms-full.txt"];

  const publishRevisions = async (admin: Awaited<ReturnType<typeof adminAgent>>, post: AdminPost) =>
    ((await admin.get(`/api/admin/blog-posts/${post.id}/revisions`).expect(200)).body as RevisionSummary[]).filter(
      (entry) => entry.kind === "publish",
    );

  it("refuses a time that has passed, or is not a time, with a clear message", async () => {
    await newDataDir();
    const { admin } = await start(START);
    const past = await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Too late", isPublished: false, publishAt: "2026-12-01T07:59:00Z" })
      .expect(400);
    expect(past.body).toMatchObject({
      error: SCHEDULING.pastTimeMessage,
      details: [{ path: "body.publishAt", message: SCHEDULING.pastTimeMessage }],
    });
    const garbled = await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Whenever", isPublished: false, publishAt: "next tuesday" })
      .expect(400);
    expect(garbled.body.details[0]).toMatchObject({ path: "body.publishAt" });
    expect((await admin.get("/api/admin/blog-posts").expect(200)).body).toEqual([]);
  });

  it("refuses a save that both publishes now and names a later time, on create and on update, and publishes nothing early", async () => {
    await newDataDir();
    const { t, admin } = await start(START);
    const contradiction = { error: SCHEDULING.contradictionMessage, details: [{ path: "body.isPublished" }, { path: "body.publishAt" }] };
    const created = await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Embargoed", content: "Not before Tuesday.", isPublished: true, publishAt: GOES_LIVE })
      .expect(400);
    expect(created.body).toMatchObject(contradiction);
    expect(created.body.error).toMatch(/isPublished.*publishAt/);
    expect((await admin.get("/api/admin/blog-posts").expect(200)).body).toEqual([]);

    const post = await schedule(admin);
    const updated = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: post.title, content: post.markdown, isPublished: true, publishAt: GOES_LIVE, baseVersion: post.version })
      .expect(400);
    expect(updated.body).toMatchObject(contradiction);
    const stored = (await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body as AdminPost;
    expect(stored).toMatchObject({ isPublished: false, scheduledAt: GOES_LIVE_UTC, version: post.version });
    expect(await whereReadersSee(t, post)).toEqual([]);
  });

  it("keeps a scheduled post from readers until its time, across restarts, then publishes it, sends it and feeds it exactly once", async () => {
    await newDataDir();
    let server = await start(START);
    const { subscribers } = server.t.services.repositories;
    await request(server.t.app).post("/api/newsletter/subscribe").send({ email: "ana@farm.example" }).expect(200);
    await subscribers.confirm((await subscribers.findByEmail("ana@farm.example"))!._id, START);

    const post = await schedule(server.admin, { newsletter: { send: true, content: "excerpt" } });
    expect(post).toMatchObject({ isPublished: false, scheduledAt: GOES_LIVE_UTC, publishedAt: null });
    expect(((await server.admin.get("/api/admin/blog-posts").expect(200)).body as PostCard[])[0]).toMatchObject({
      id: post.id,
      scheduledAt: GOES_LIVE_UTC,
    });
    expect(await whereReadersSee(server.t, post)).toEqual([]);

    // Half a minute before its time, the scheduler leaves it alone; then the server restarts.
    server.clock.advance(2 * 60 * MINUTE - 30_000);
    expect(await server.runScheduler()).toBe(0);
    server = await restart(server.t, new Date(Date.parse(GOES_LIVE_UTC) - 20_000));
    expect(await server.runScheduler()).toBe(0);
    expect(await whereReadersSee(server.t, post)).toEqual([]);

    // Its time passes while the server is down; the run at start publishes it.
    server = await restart(server.t, new Date(Date.parse(GOES_LIVE_UTC) + 40_000));
    expect(await server.runScheduler()).toBe(1);
    expect(await whereReadersSee(server.t, post)).toEqual(EVERYWHERE);
    const live = (await request(server.t.app).get(`/api/blog-posts/${post.slug}`).expect(200)).body;
    expect(live).toMatchObject({ isPublished: true, publishedAt: GOES_LIVE_UTC });
    expect(live).not.toHaveProperty("scheduledAt");

    // The newsletter the author chose goes out, once.
    await server.t.services.newsletterSends.prepare();
    await server.t.services.mailWorker.kick();
    const newsletters = () => sink.received.filter((mail) => mail.raw.includes("Frost alerts for orchards"));
    expect(newsletters()).toHaveLength(1);

    // Later runs and another restart change nothing.
    expect(await server.runScheduler()).toBe(0);
    server = await restart(server.t, new Date(Date.parse(GOES_LIVE_UTC) + 5 * MINUTE));
    expect(await server.runScheduler()).toBe(0);
    await server.t.services.newsletterSends.prepare();
    await server.t.services.mailWorker.kick();
    expect(newsletters()).toHaveLength(1);
    expect((await server.admin.get("/api/admin/newsletter/sends").expect(200)).body).toHaveLength(1);
    const published = await publishRevisions(server.admin, post);
    expect(published.map((entry) => entry.savedBy)).toEqual(["Scheduled publishing"]);
  });

  it("puts a scheduled post first among the readers' posts once it is live, dated its time rather than the day it was written, dropping cached answers", async () => {
    await newDataDir();
    const { t, clock, admin, runScheduler } = await start(START);
    const scheduled = await schedule(admin);
    clock.advance(30 * MINUTE);
    const writtenLater = (
      await admin.post("/api/admin/blog-posts").send({ title: "Drip lines in a dry week", isPublished: true }).expect(201)
    ).body as AdminPost;
    // Readers' answers from before its time are cached by this very server; publishing drops them.
    const listedBefore = (await request(t.app).get("/api/blog-posts?limit=6").expect(200)).body as PostCard[];
    expect(listedBefore.map((card) => card.id)).toEqual([writtenLater.id]);
    expect((await request(t.app).get("/sitemap.xml").expect(200)).text).not.toContain(scheduled.slug);
    clock.advance(2 * 60 * MINUTE);
    expect(await runScheduler()).toBe(1);
    expect((await request(t.app).get("/sitemap.xml").expect(200)).text).toContain(scheduled.slug);

    const latest = (await request(t.app).get("/api/blog-posts?limit=6").expect(200)).body as PostCard[];
    expect(latest.map((card) => card.id)).toEqual([scheduled.id, writtenLater.id]);
    expect(latest[0]).toMatchObject({ createdAt: START.toISOString(), publishedAt: GOES_LIVE_UTC });
    // The admin's list stays in the order the posts were written.
    expect(((await admin.get("/api/admin/blog-posts").expect(200)).body as PostCard[]).map((card) => card.id)).toEqual([
      writtenLater.id,
      scheduled.id,
    ]);
  });

  it("publishes once when two servers share the database and both find the post due", async () => {
    await newDataDir();
    const one = await start(START);
    const two = await start(START);
    const post = await schedule(one.admin, { newsletter: { send: true, content: "full" } });
    // Both have answered readers without it, so their caches hold pages and feeds to drop.
    expect(await whereReadersSee(one.t, post)).toEqual([]);
    expect(await whereReadersSee(two.t, post)).toEqual([]);
    one.clock.advance(2 * 60 * MINUTE + 5_000);
    two.clock.advance(2 * 60 * MINUTE + 5_000);

    const counts = await Promise.all([one.runScheduler(), two.runScheduler(), one.runScheduler(), two.runScheduler()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await whereReadersSee(one.t, post)).toEqual(EVERYWHERE);
    expect(await whereReadersSee(two.t, post)).toEqual(EVERYWHERE);
    expect(await publishRevisions(one.admin, post)).toHaveLength(1);
    expect((await one.admin.get("/api/admin/newsletter/sends").expect(200)).body).toHaveLength(1);
    expect((await one.admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body.version).toBe(post.version + 1);
  });

  it("moves, keeps and cancels a schedule as the author saves, and publishing now clears it", async () => {
    await newDataDir();
    const { admin, clock, runScheduler } = await start(START);
    let post = await schedule(admin);
    const save = async (fields: Partial<PostInput>) => {
      const input = {
        title: post.title,
        content: post.markdown,
        tags: post.tags,
        isPublished: post.isPublished,
        baseVersion: post.version,
        ...fields,
      };
      post = (await admin.patch(`/api/admin/blog-posts/${post.id}`).send(input).expect(200)).body;
      return post;
    };

    // Moved a day later: the first time passes and nothing happens.
    await save({ publishAt: "2026-12-02T10:00:00Z" });
    expect(post.scheduledAt).toBe("2026-12-02T10:00:00.000Z");
    // An auto-save says nothing of the schedule, and keeps it.
    await save({ content: "Sensors warn of frost two hours ahead.", autosave: true });
    expect(post.scheduledAt).toBe("2026-12-02T10:00:00.000Z");
    clock.advance(3 * 60 * MINUTE);
    expect(await runScheduler()).toBe(0);

    // Cancelled: the day comes and it stays a draft.
    await save({ publishAt: null });
    expect(post).not.toHaveProperty("scheduledAt");
    clock.advance(24 * 60 * MINUTE);
    expect(await runScheduler()).toBe(0);
    expect((await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body.isPublished).toBe(false);

    // Scheduled again, then published at once by hand (as the editor sends it): the schedule goes with it.
    await save({ publishAt: "2026-12-05T10:00:00Z" });
    await save({ isPublished: true, publishAt: null });
    expect(post).toMatchObject({ isPublished: true });
    expect(post).not.toHaveProperty("scheduledAt");
  });

  it("publishes a post within a minute of its time, with nobody asking", async () => {
    await newDataDir();
    const { t, clock, admin } = await start(START);
    const post = await schedule(admin);
    const scheduler = t.jobs.find((job) => job.name === "scheduled publishing")!;
    // The server's own timers, on a clock the test moves. Each run is kept, to wait for those the minute starts,
    // up to the turn after it (the runner notes a run over a few promise turns after it ends, and skips ticks till then).
    const runs: Promise<unknown>[] = [];
    const watched = {
      ...scheduler,
      run: () => {
        const run = scheduler.run();
        runs.push(run.then(() => new Promise((resolve) => setImmediate(resolve))));
        return run;
      },
    };
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const jobs = startBackgroundJobs([watched], createLogger("silent"));
    try {
      await runs[0];
      clock.advance(Date.parse(GOES_LIVE_UTC) - START.getTime());
      vi.advanceTimersByTime(MINUTE);
      expect(runs.length).toBeGreaterThan(1);
      await Promise.all(runs);
    } finally {
      await jobs.stop();
      vi.useRealTimers();
    }
    expect((await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body).toMatchObject({ isPublished: true });
  });
});
