import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { APP_LOADER_SCRIPT } from "../../shared/app-loader";
import { EARLY_INPUT_CAPTURE_SCRIPT } from "../../shared/early-input";
import { startTestApp, type TestApp } from "../test/test-app";

describe("the HTTP error contract", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await request(t.app).get("/api/nothing-here").expect(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body.error).toMatch(/No API route/);
  });

  it("answers malformed JSON with a 400, not a 500, and no stack trace", async () => {
    const res = await request(t.app)
      .post("/api/newsletter/subscribe")
      .set("Content-Type", "application/json")
      .send('{"email": "a@b.c"')
      .expect(400);
    expect(res.body).toEqual({ error: "Malformed JSON in request body", requestId: expect.any(String) });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("answers an oversized body with a 413", async () => {
    const res = await request(t.app)
      .post("/api/newsletter/subscribe")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ email: "x".repeat(2_000_000) }))
      .expect(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it("refuses an unsafe request from another site's page, but not one with no Origin", async () => {
    await request(t.app)
      .post("/api/newsletter/subscribe")
      .set("Origin", "https://evil.example")
      .send({ email: "victim@example.com" })
      .expect(403);
    expect(await t.services.repositories.subscribers.findByEmail("victim@example.com")).toBeNull();
    await request(t.app)
      .post("/api/newsletter/subscribe")
      .set("Origin", t.config.publicUrl)
      .send({ email: "same-site@example.com" })
      .expect(200);
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "curl@example.com" }).expect(200);
  });

  it("answers a page route with a helpful message when the client is not built", async () => {
    const res = await request(t.app).get("/posts").expect(503);
    expect(res.text).toMatch(/npm run build/);
  });

  it("sends security headers", async () => {
    const res = await request(t.app).get("/api/profile").expect(200);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("lets a page run the early-input capture and the app's loader, by the hashes of their exact texts, and no other inline script", async () => {
    const res = await request(t.app).get("/api/profile").expect(200);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers["content-security-policy"])?.[1].split(" ");
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(scriptSrc).toEqual(["'self'", hash(EARLY_INPUT_CAPTURE_SCRIPT), hash(APP_LOADER_SCRIPT)]);
  });
});

describe("sessions", () => {
  it("keep a signed-in admin signed in across a restart of the app on the same data", async () => {
    const first = await startTestApp();
    const agent = first.agent();
    await agent.post("/auth/demo").expect(200);
    const cookie = (await agent.get("/api/admin/verify-session").expect(200)).request.cookies;
    expect((await agent.get("/api/admin/verify-session")).body.authenticated).toBe(true);
    await first.store.close();

    const { openStore } = await import("../store/open-store");
    const { createApp } = await import("../app");
    const store = await openStore({ dataDir: first.dataDir });
    try {
      const { app } = await createApp({ config: first.config, store });
      const res = await request(app).get("/api/admin/verify-session").set("Cookie", cookie).expect(200);
      expect(res.body).toMatchObject({ authenticated: true, user: { provider: "demo" } });
    } finally {
      await store.close();
    }
  });

  it("regenerates the session id at sign-in and forgets the session at logout", async () => {
    const t = await startTestApp();
    try {
      const agent = t.agent();
      const before = await agent.get("/api/admin/verify-session").expect(200);
      expect(before.body).toEqual({ authenticated: false, user: null, isAdmin: false });
      const signIn = await agent.post("/auth/demo").expect(200);
      const sid = signIn.headers["set-cookie"]?.[0];
      expect(sid).toMatch(/^furrow\.sid=.+HttpOnly; SameSite=Lax/);
      await agent.post("/api/admin/logout").expect(200);
      const after = await request(t.app).get("/api/admin/verify-session").set("Cookie", sid!.split(";")[0]).expect(200);
      expect(after.body.authenticated).toBe(false);
    } finally {
      await t.close();
    }
  });
});
