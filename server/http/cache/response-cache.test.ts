import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { Express } from "express";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { createLogger } from "../../lib/logger";
import { openStore } from "../../store/open-store";
import { seedSampleContent } from "../../seed/seed";
import { systemClock } from "../../lib/clock";
import type { DocumentStore } from "../../store/types";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

/** Headers that belong to one exchange; everything else a replay must repeat. */
const PER_EXCHANGE = ["x-request-id", "date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-encoding"];
const lasting = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_EXCHANGE.includes(name)));

describe("cached public answers, served ahead of the middleware", () => {
  let dataDir: string;
  let store: DocumentStore;
  let app: Express;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-cache-"));
    store = await openStore({ dataDir });
    const logger = createLogger("info", { sink: (line) => lines.push(JSON.parse(line)) });
    const built = await createApp({ config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }), store, logger });
    await seedSampleContent(built.services, systemClock);
    app = built.app;
  });
  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("repeats the first answer's headers and body, with a fresh request id and its own log line", async () => {
    const first = await request(app).get("/api/blog-posts?limit=6").expect(200);
    const second = await request(app).get("/api/blog-posts?limit=6").expect(200);
    expect(second.body).toEqual(first.body);
    expect(lasting(second.headers)).toEqual({ ...lasting(first.headers), vary: "Accept-Encoding" });
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const logged = lines.filter((line) => line.message === "request" && line.path === "/api/blog-posts");
    expect(logged.map((line) => line.requestId)).toEqual([first.headers["x-request-id"], second.headers["x-request-id"]]);
  });

  it("never keeps a 304: after a write, a browser revalidating first does not leave readers an answer without its type", async () => {
    const first = await request(app).get("/api/blog-posts?limit=2").expect(200);
    // A profile save drops every cached answer without changing this list.
    const admin = request.agent(app);
    await admin.post("/auth/demo").expect(200);
    await admin.put("/api/admin/profile").send({ name: "Mara Lindqvist", avatar: "/images/author.svg", bio: "Agronomist." }).expect(200);
    await request(app).get("/api/blog-posts?limit=2").set("If-None-Match", first.headers.etag).expect(304);
    const next = await request(app).get("/api/blog-posts?limit=2").expect(200);
    expect(next.headers["content-type"]).toMatch(/^application\/json/);
    expect(next.body).toEqual(first.body);
  });

  it("answers 304 to a matching ETag and compresses as the client accepts", async () => {
    const first = await request(app).get("/sitemap.xml").expect(200);
    await request(app).get("/sitemap.xml").set("If-None-Match", first.headers.etag).expect(304);
    const gzipped = await request(app)
      .get("/sitemap.xml")
      .set("Accept-Encoding", "gzip")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    // The client library unzips as a browser would; the header says it arrived compressed.
    expect((gzipped.body as Buffer).toString()).toBe(first.text);
  });
});

describe("a cache shared by two processes on one database", () => {
  let dataDir: string;
  let reader: TestApp;
  let writer: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-cache-two-"));
    reader = await startTestApp({ dataDir, seed: true });
    writer = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("drops what it holds when the other one writes", async () => {
    const before = (await request(reader.app).get("/api/blog-posts?limit=1").expect(200)).body;
    const admin = await adminAgent(writer);
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Written elsewhere", content: "From the other process.", tags: [], isPublished: true })
      .expect(201);
    const after = (await request(reader.app).get("/api/blog-posts?limit=1").expect(200)).body;
    expect(after[0].title).toBe("Written elsewhere");
    expect(after[0].id).not.toBe(before[0].id);
  });
});

describe("cached pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL: "https://furrow.example" });
  });
  afterAll(() => t.close());

  it("serve a reader the same page again until a post changes, and never serve the author a reader's copy", async () => {
    const first = await request(t.app).get("/blog/agrivoltaics-sharing-sunlight").expect(200);
    const again = await request(t.app).get("/blog/agrivoltaics-sharing-sunlight").expect(200);
    expect(again.text).toBe(first.text);
    expect(again.headers["cache-control"]).toBe("no-store");
    const admin = await adminAgent(t);
    const post = (await admin.get("/api/blog-posts/agrivoltaics-sharing-sunlight").expect(200)).body;
    const source = (await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body;
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: "Agrivoltaics, revisited",
        content: source.markdown,
        excerpt: source.excerpt,
        tags: source.tags,
        isPublished: true,
        slug: source.slug,
        baseVersion: source.version,
      })
      .expect(200);
    const after = await request(t.app).get("/blog/agrivoltaics-sharing-sunlight").expect(200);
    expect(after.text).toContain("Agrivoltaics, revisited");
  });
});
