import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../../test/test-app";

const SECRET = { SESSION_SECRET: "the-same-secret-on-both-starts-0123456789" };

describe("a demo session after a restart with the demo login off", () => {
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-restart-"));
    const development = await startTestApp({ dataDir, env: { NODE_ENV: "development", ...SECRET } });
    const signIn = await request(development.app).post("/auth/demo").expect(200);
    cookie = signIn.headers["set-cookie"]![0].split(";")[0];
    await request(development.app)
      .post("/api/admin/blog-posts")
      .set("Cookie", cookie)
      .send({ title: "Unfinished draft", content: "Notes.", tags: [], isPublished: false })
      .expect(201);
    await request(development.app).get("/api/blog-posts/unfinished-draft").set("Cookie", cookie).expect(200);
    await development.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("is refused everywhere: no admin route, no drafts, and the session reads as signed out", async () => {
    const production = await startTestApp({ dataDir, env: { NODE_ENV: "production", ADMIN_EMAILS: "owner@example.com", ...SECRET } });
    try {
      // The session record survived the restart; only the rule about it changed.
      expect(await production.store.collection("sessions").countDocuments({})).toBe(1);
      await request(production.app).get("/api/admin/stats").set("Cookie", cookie).expect(401);
      await request(production.app)
        .post("/api/admin/blog-posts")
        .set("Cookie", cookie)
        .send({ title: "x", content: "y", tags: [], isPublished: true })
        .expect(401);
      await request(production.app).get("/api/blog-posts/unfinished-draft").set("Cookie", cookie).expect(404);
      const verification = (await request(production.app).get("/api/admin/verify-session").set("Cookie", cookie).expect(200)).body;
      expect(verification).toEqual({ authenticated: false, user: null, isAdmin: false });
    } finally {
      await production.close();
    }
  });
});
