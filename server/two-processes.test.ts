import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/server";

/** Both processes as one site would run them: the same data folder and the same session secret. */
const SHARED_ENV = { SESSION_SECRET: "one-site-two-processes-secret-0123456789", RATE_LIMIT_COMMENTS: "3" };

describe("two server processes on one data folder", () => {
  let dataDir: string;
  let first: RunningServer;
  let second: RunningServer;
  let cookie: string;

  const call = (server: RunningServer, path: string, init: RequestInit & { json?: unknown } = {}) =>
    fetch(server.url + path, {
      ...init,
      headers: { ...(init.json !== undefined && { "content-type": "application/json" }), ...(init.headers as Record<string, string>) },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-two-"));
    first = await startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV });
    second = await startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV });
    const signIn = await call(first, "/auth/demo", { method: "POST" });
    cookie = signIn.headers.getSetCookie()[0].split(";")[0];
  });
  afterAll(async () => {
    await Promise.all([first?.terminate(), second?.terminate()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("accepts a session made on one process on the other", async () => {
    const verification = await (await call(second, "/api/admin/verify-session", { headers: { cookie } })).json();
    expect(verification).toMatchObject({ authenticated: true, isAdmin: true });
  });

  it("finds a post written through one in the other's search, post page data and sitemap at once", async () => {
    const created = await call(first, "/api/admin/blog-posts", {
      method: "POST",
      headers: { cookie },
      json: {
        title: "Biochar trials on sandy soils",
        content: "Biochar raised **water holding** by a fifth.",
        tags: ["Soil Health"],
        isPublished: true,
      },
    });
    expect(created.status).toBe(201);
    const { slug } = await created.json();
    const found = (await (await call(second, "/api/blog-posts/search?q=biochar")).json()) as { slug: string }[];
    expect(found.map((post) => post.slug)).toEqual([slug]);
    expect((await call(second, `/api/blog-posts/${slug}`)).status).toBe(200);
    expect(await (await call(second, "/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  });

  it("counts one reader's comments across both processes against one limit", async () => {
    const [post] = (await (await call(first, "/api/blog-posts?limit=1")).json()) as { id: string }[];
    const comment = (n: number) => ({ authorName: "Jo", authorEmail: "jo@example.com", content: `Comment ${n}` });
    const statuses = [
      (await call(first, `/api/blog-posts/${post.id}/comments`, { method: "POST", json: comment(1) })).status,
      (await call(second, `/api/blog-posts/${post.id}/comments`, { method: "POST", json: comment(2) })).status,
      (await call(first, `/api/blog-posts/${post.id}/comments`, { method: "POST", json: comment(3) })).status,
      (await call(second, `/api/blog-posts/${post.id}/comments`, { method: "POST", json: comment(4) })).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("serves an image uploaded through one from the other", async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 45, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    const uploaded = await call(first, "/api/admin/uploads", {
      method: "POST",
      headers: { cookie, "content-type": "image/png" },
      body: png,
    });
    expect(uploaded.status).toBe(201);
    const { url } = await uploaded.json();
    const served = await call(second, url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});

describe("two processes starting together on an empty data folder", () => {
  it("add the sample content once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-two-empty-"));
    const servers = await Promise.all([
      startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV }),
      startServer({ args: ["--api-only"], dataDir, env: SHARED_ENV }),
    ]);
    try {
      const totals = await Promise.all(
        servers.map(async (server) => Number((await fetch(`${server.url}/api/blog-posts?limit=1`)).headers.get("x-total-count"))),
      );
      expect(totals[0]).toBeGreaterThan(0);
      expect(totals[1]).toBe(totals[0]);
      const sitemap = await (await fetch(`${servers[0].url}/sitemap.xml`)).text();
      expect(sitemap).not.toMatch(/\/blog\/[\w-]+-2</);
    } finally {
      await Promise.all(servers.map((server) => server.terminate()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
