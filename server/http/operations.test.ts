import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { startTestApp, type TestApp } from "../test/test-app";
import { healthRoutes } from "./health";

describe("health checks", () => {
  it("say the process is up and the store answers", async () => {
    const t = await startTestApp();
    try {
      expect((await request(t.app).get("/healthz").expect(200)).body).toMatchObject({ status: "ok" });
      expect((await request(t.app).get("/readyz").expect(200)).body).toEqual({ status: "ready" });
    } finally {
      await t.close();
    }
  });

  it("answer 503 with the reason when the store fails or does not answer in time", async () => {
    const failing = express().use(healthRoutes(() => Promise.reject(new Error("disk unplugged"))));
    expect((await request(failing).get("/readyz").expect(503)).body).toEqual({ status: "unavailable", reason: "disk unplugged" });
    const hanging = express().use(healthRoutes(() => new Promise(() => undefined)));
    expect((await request(hanging).get("/readyz").expect(503)).body.reason).toMatch(/did not answer within 2000 ms/);
    await request(failing).get("/healthz").expect(200);
  });
});

describe("request logs", () => {
  let t: TestApp;
  const lines: string[] = [];
  let app: express.Express;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    const logger = createLogger("info", { sink: (line) => lines.push(line) });
    ({ app } = await createApp({ config: loadConfig({ NODE_ENV: "test", DATA_DIR: t.dataDir }), store: t.store, logger }));
  });
  afterAll(() => t.close());

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("writes one JSON line per request with the id it sends back, and puts that id in error bodies", async () => {
    lines.length = 0;
    const ok = await request(app).get("/api/blog-posts?limit=1").expect(200);
    const missing = await request(app).get("/api/blog-posts/no-such-post").expect(404);
    expect(missing.body.requestId).toBe(missing.headers["x-request-id"]);
    const logged = entries().filter((entry) => entry.message === "request");
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: "info",
      requestId: ok.headers["x-request-id"],
      method: "GET",
      path: "/api/blog-posts",
      status: 200,
    });
    expect(logged[1]).toMatchObject({ requestId: missing.headers["x-request-id"], status: 404 });
    expect(typeof logged[0].ms).toBe("number");
  });

  it("keeps a sane request id from a proxy and replaces a strange one", async () => {
    const kept = await request(app).get("/healthz").set("X-Request-Id", "proxy-abc-12345").expect(200);
    expect(kept.headers["x-request-id"]).toBe("proxy-abc-12345");
    const replaced = await request(app).get("/healthz").set("X-Request-Id", "<script>").expect(200);
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never logs query strings, e-mail addresses, cookies or session ids", async () => {
    lines.length = 0;
    const agent = request.agent(app);
    await agent.post("/auth/demo").expect(200);
    await agent.get("/api/admin/verify-session").set("Cookie", "furrow.sid=s%3Asecret-session-id.sig").expect(200);
    await request(app).get("/api/blog-posts/search?q=reader%40example.com").expect(200);
    await request(app).post("/api/newsletter/subscribe").send({ email: "private@example.org" }).expect(200);
    await request(app)
      .post("/api/blog-posts/x/comments")
      .send({ authorName: "A", authorEmail: "hidden@example.net", content: "hi" })
      .expect(404);
    const text = lines.join("\n");
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of ["example.com", "example.org", "example.net", "secret-session-id", "furrow.sid", "q="])
      expect(text).not.toContain(secret);
  });
});
