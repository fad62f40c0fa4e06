import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { ANALYTICS } from "../../../shared/analytics";
import { startServer, type RunningServer } from "../../../e2e/server";
import type { Clock } from "../../lib/clock";
import { adminAgent, manualClock, type TestApp } from "../../test/test-app";
import { CLIENT_SHELL, startSeededAppWithShell } from "../../test/test-app-with-shell";

const ARTICLE = "/blog/agrivoltaics-sharing-sunlight";
const OTHER_ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const LIST = "/api/blog-posts?limit=3";
const READER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PERSON = { authorName: "Jo Farmer", authorEmail: "jo@example.com" };

/** Asks for a path and tells whether the cache answered it, by its hit counter. */
async function ask(t: TestApp, path: string): Promise<{ fromCache: boolean; text: string }> {
  const hits = t.responseCache.stats().hits;
  const res = await request(t.app).get(path).expect(200);
  return { fromCache: t.responseCache.stats().hits === hits + 1, text: res.text };
}

async function warm(t: TestApp, paths: string[]): Promise<void> {
  for (const path of paths) {
    await request(t.app).get(path).expect(200);
    expect((await ask(t, path)).fromCache).toBe(true);
  }
}

describe("writes no reader sees leave cached pages in place (one process)", () => {
  const clock = manualClock();
  let t: TestApp;
  let postId: string;

  beforeAll(async () => {
    t = await startSeededAppWithShell({}, CLIENT_SHELL, { clock });
    postId = (
      await request(t.app)
        .get(`/api/blog-posts/${ARTICLE.slice("/blog/".length)}`)
        .expect(200)
    ).body.id;
    // The form's secret is made on first use (a settings write, once per data folder).
    await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200);
  });
  afterAll(() => t.close());

  const formToken = async () => (await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token as string;

  it("serves a cached article from the cache through a beacon, a pending comment, a spam comment, a sign-up and a sign-in", async () => {
    await warm(t, [ARTICLE]);
    await request(t.app)
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER_AGENT)
      .set("Content-Type", "text/plain;charset=UTF-8")
      .send(JSON.stringify({ path: ARTICLE, events: [{ type: "pageview" }] }))
      .expect(202);
    expect((await ask(t, ARTICLE)).fromCache).toBe(true);

    const token = await formToken();
    clock.advance(40_000);
    await request(t.app)
      .post(`/api/blog-posts/${postId}/comments`)
      .send({ ...PERSON, content: "Which panel height works for sheep grazing underneath?", formToken: token })
      .expect(201);
    expect((await ask(t, ARTICLE)).fromCache).toBe(true);

    await request(t.app)
      .post(`/api/blog-posts/${postId}/comments`)
      .send({ ...PERSON, content: "Nice article, thanks for sharing it with us." })
      .expect(201);
    expect((await ask(t, ARTICLE)).fromCache).toBe(true);

    await request(t.app).post("/api/newsletter/subscribe").send({ email: "grower@example.com" }).expect(200);
    expect((await ask(t, ARTICLE)).fromCache).toBe(true);

    await adminAgent(t);
    const after = await ask(t, ARTICLE);
    expect(after.fromCache).toBe(true);
    expect(after.text).not.toContain("sheep grazing");
  });

  it("shows an approved comment on its article at once, while other posts' pages and the lists stay cached", async () => {
    const token = await formToken();
    clock.advance(40_000);
    const comment = (
      await request(t.app)
        .post(`/api/blog-posts/${postId}/comments`)
        .send({ ...PERSON, content: "We tried bifacial panels over clover: worth it.", formToken: token })
        .expect(201)
    ).body as { id: string };
    await warm(t, [ARTICLE, OTHER_ARTICLE, LIST, `/api/blog-posts/${postId}/comments`]);

    const admin = await adminAgent(t);
    await admin.put(`/api/comments/${comment.id}/approve`).expect(200);

    // The page is made again (the stand-in build has no server renderer: its comments come from the API below).
    expect((await ask(t, ARTICLE)).fromCache).toBe(false);
    const comments = await ask(t, `/api/blog-posts/${postId}/comments`);
    expect(comments.fromCache).toBe(false);
    expect(comments.text).toContain("bifacial panels over clover");
    expect((await ask(t, OTHER_ARTICLE)).fromCache).toBe(true);
    expect((await ask(t, LIST)).fromCache).toBe(true);

    // Taking it back (deleting it) drops the article again.
    await admin.delete(`/api/comments/${comment.id}`).expect(204);
    expect((await ask(t, ARTICLE)).fromCache).toBe(false);
    const without = await ask(t, `/api/blog-posts/${postId}/comments`);
    expect(without.fromCache).toBe(false);
    expect(without.text).not.toContain("bifacial panels over clover");
  });
});

describe("another process's writes on the same data folder", () => {
  // Form tokens are signed with a secret both processes share; one issued "two minutes ago"
  // here reads, in the other process, as a form a person took their time over.
  const behind: Clock = { now: () => new Date(Date.now() - 120_000) };
  let reader: TestApp;
  let writer: RunningServer;
  let cookie: string;
  let postId: string;

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    fetch(writer.url + path, {
      ...init,
      headers: { ...(init.json !== undefined && { "content-type": "application/json" }), ...(init.headers as Record<string, string>) },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });

  beforeAll(async () => {
    reader = await startSeededAppWithShell({}, CLIENT_SHELL, { clock: behind });
    postId = (
      await request(reader.app)
        .get(`/api/blog-posts/${ARTICLE.slice("/blog/".length)}`)
        .expect(200)
    ).body.id;
    await request(reader.app).get(`/api/comments/form-token?postId=${postId}`).expect(200);
    writer = await startServer({
      args: ["--api-only"],
      dataDir: reader.dataDir,
      env: { SESSION_SECRET: "another-process-same-folder-0123456789" },
    });
    cookie = (await call("/auth/demo", { method: "POST" })).headers.getSetCookie()[0].split(";")[0];
  });
  afterAll(async () => {
    await writer?.terminate();
    await reader?.close();
  });

  it("keeps the article cached through the other's beacon, pending and spam comments and sign-up; shows what it approves and edits", async () => {
    const comments = `/api/blog-posts/${postId}/comments`;
    const post = `/api/blog-posts/${postId}`;
    await warm(reader, [ARTICLE, OTHER_ARTICLE, LIST, comments, post]);
    const beacon = await call(ANALYTICS.collectPath, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": READER_AGENT },
      body: JSON.stringify({ path: ARTICLE, events: [{ type: "pageview" }] }),
    });
    expect(beacon.status).toBe(202);
    const token = (await request(reader.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token as string;
    const pending = await call(`/api/blog-posts/${postId}/comments`, {
      method: "POST",
      json: { ...PERSON, content: "Do the panels change how the soil dries after rain?", formToken: token },
    });
    expect(pending.status).toBe(201);
    expect(
      (await call(`/api/blog-posts/${postId}/comments`, { method: "POST", json: { ...PERSON, content: "Great post, visit my site." } }))
        .status,
    ).toBe(201);
    expect((await call("/api/newsletter/subscribe", { method: "POST", json: { email: "other-process@example.com" } })).status).toBe(200);
    expect((await ask(reader, ARTICLE)).fromCache).toBe(true);
    const still = await ask(reader, comments);
    expect(still.fromCache).toBe(true);
    expect(still.text).not.toContain("soil dries after rain");

    const { id } = (await pending.json()) as { id: string };
    const held = (await (await call("/api/admin/comments", { headers: { cookie } })).json()) as {
      id: string;
      content: string;
      isApproved: boolean;
      isSpam: boolean;
    }[];
    expect(held.filter((comment) => comment.id === id)).toMatchObject([{ isApproved: false, isSpam: false }]);
    expect(held.filter((comment) => comment.isSpam && comment.content === "Great post, visit my site.")).toHaveLength(1);
    expect((await call(`/api/comments/${id}/approve`, { method: "PUT", headers: { cookie } })).status).toBe(200);
    expect((await ask(reader, ARTICLE)).fromCache).toBe(false);
    const approved = await ask(reader, comments);
    expect(approved.fromCache).toBe(false);
    expect(approved.text).toContain("soil dries after rain");
    expect((await ask(reader, OTHER_ARTICLE)).fromCache).toBe(true);
    expect((await ask(reader, LIST)).fromCache).toBe(true);

    const source = (await (await call(`/api/admin/blog-posts/${postId}`, { headers: { cookie } })).json()) as {
      markdown: string;
      excerpt: string;
      tags: string[];
      slug: string;
      version: number;
    };
    const saved = await call(`/api/admin/blog-posts/${postId}`, {
      method: "PATCH",
      headers: { cookie },
      json: {
        title: "Agrivoltaics, a year on",
        content: source.markdown,
        excerpt: source.excerpt,
        tags: source.tags,
        isPublished: true,
        slug: source.slug,
        baseVersion: source.version,
      },
    });
    expect(saved.status).toBe(200);
    const edited = await ask(reader, ARTICLE);
    expect(edited.fromCache).toBe(false);
    expect(edited.text).toContain("Agrivoltaics, a year on");
    expect((await ask(reader, LIST)).fromCache).toBe(false);
    const fresh = await ask(reader, post);
    expect(fresh.fromCache).toBe(false);
    expect(JSON.parse(fresh.text).title).toBe("Agrivoltaics, a year on");
  });
});
