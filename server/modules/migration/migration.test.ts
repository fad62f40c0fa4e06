import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { systemClock } from "../../lib/clock";
import { createLogger } from "../../lib/logger";
import { openStore } from "../../store/open-store";
import { SqliteStore } from "../../store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../../store/types";
import { dropMongoDatabase } from "../../test/drop-mongo-database";
import { silentServer } from "../../test/silent-server";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { createMigrationService } from "./migration.service";

describe("connecting a different document database", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  beforeAll(async () => {
    // A tenth of a second to give up, so the unreachable server below costs no real wait; bench:migration prints the default's.
    t = await startTestApp({ seed: true, env: { MONGODB_CONNECT_TIMEOUT_MS: "100" } });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  it.each([
    [{ uri: "" }, "A connection URI is required"],
    [{ uri: "postgres://db.example/blog" }, "mongodb://"],
    [{ uri: "mongodb://" }, "mongodb://"],
    [{ uri: "mongodb://db.example", dbName: "bad/name" }, "database name"],
    [{ dbName: "blog" }, "uri"],
  ])("refuses a malformed request with 400 (%j)", async (body, message) => {
    const res = await admin.post("/api/admin/connect-mongodb").send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("gives up on a server that never answers after the configured time, says why without repeating the password, and keeps serving every post", async () => {
    const silent = await silentServer();
    try {
      const res = await admin
        .post("/api/admin/connect-mongodb")
        .send({ uri: `mongodb://blogadmin:S3cret-Passw0rd@127.0.0.1:${silent.port}/?authSource=admin`, dbName: "furrow" })
        .expect(502);
      // The driver names the time it was given, so this shows the setting reached it.
      expect(res.body.error).toBe(
        `Could not reach MongoDB at mongodb://blogadmin:***@127.0.0.1:${silent.port}/ within 0.1 s: Server selection timed out after 100 ms`,
      );
      expect(res.text).not.toContain("S3cret-Passw0rd");
    } finally {
      await silent.close();
    }
    expect(existsSync(join(t.dataDir, "engine.json"))).toBe(false);
    expect(t.services.store.kind).toBe("embedded");
    const list = await request(t.app).get("/api/blog-posts?limit=100").expect(200);
    expect(list.headers["x-total-count"]).toBe("12");
  });

  it("needs an admin session", async () => {
    await request(t.app).post("/api/admin/connect-mongodb").send({ uri: "mongodb://x" }).expect(401);
  });
});

describe("switching engines while serving", () => {
  it("copies every collection by id, verifies it, and serves reads and writes from the new engine", async () => {
    const t = await startTestApp({ seed: true });
    const targetDir = await mkdtemp(join(tmpdir(), "furrow-target-"));
    try {
      const admin = await adminAgent(t);
      const before = Object.fromEntries(
        await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await t.store.collection(name).countDocuments({})])),
      );
      const picture = Buffer.from("a picture's bytes");
      await t.services.store.files.save("before-switch-480.webp", picture);
      // Another SQLite file stands in for a second database.
      const target = await SqliteStore.open(targetDir, COLLECTION_NAMES);
      const migration = createMigrationService({
        config: t.config,
        store: t.services.store,
        repositories: t.services.repositories,
        posts: t.services.posts,
        profile: t.services.profile,
        clock: systemClock,
        logger: createLogger("silent"),
      });
      const result = await migration.switchTo(target, null);
      expect(result.success).toBe(true);
      expect(Object.fromEntries(result.collections.map((report) => [report.collection, report.copied]))).toEqual(before);
      expect(t.services.store.engine).toBe(target);
      expect(result.files).toBe(1);
      expect(await target.files.read("before-switch-480.webp")).toEqual(picture);
      expect((await request(t.app).get("/uploads/before-switch-480.webp").expect(200)).body).toEqual(picture);

      // The admin is still signed in (sessions moved too), and readers see the same blog.
      await admin.get("/api/admin/stats").expect(200);
      expect((await request(t.app).get("/api/blog-posts?limit=100").expect(200)).headers["x-total-count"]).toBe("12");
      expect((await request(t.app).get("/api/blog-posts/search?q=agrivoltaics").expect(200)).body[0].slug).toBe(
        "agrivoltaics-sharing-sunlight",
      );
      expect((await request(t.app).get("/api/blog-posts/search?q=agrivoltaixs").expect(200)).body[0].slug).toBe(
        "agrivoltaics-sharing-sunlight",
      );

      const [card] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body;
      const comment = (
        await request(t.app)
          .post(`/api/blog-posts/${card.id}/comments`)
          .send({ authorName: "After", authorEmail: "after@example.com", content: "Written after the switch" })
          .expect(201)
      ).body;
      expect(await target.collection("comments").findOne({ _id: comment.id })).not.toBeNull();
    } finally {
      await t.services.store.close();
      await rm(targetDir, { recursive: true, force: true });
      await rm(t.dataDir, { recursive: true, force: true });
    }
  });
});

describe("unassigned posts", () => {
  it("counts posts with no admin owner, gives them to the signed-in admin, and a second run moves none", async () => {
    const t = await startTestApp({ seed: true });
    try {
      const admin = await adminAgent(t);
      const total = await t.services.repositories.posts.count();
      const statsBefore = (await admin.get("/api/admin/stats").expect(200)).body;
      expect((await admin.get("/api/admin/unassigned-posts").expect(200)).body).toEqual({ unassignedCount: total });
      expect((await admin.post("/api/admin/migrate-posts").expect(200)).body).toEqual({ migratedCount: total });
      expect((await admin.get("/api/admin/unassigned-posts").expect(200)).body).toEqual({ unassignedCount: 0 });
      expect((await admin.post("/api/admin/migrate-posts").expect(200)).body).toEqual({ migratedCount: 0 });
      const owners = new Set((await t.services.repositories.posts.listAll({ authorId: 1 })).map((post) => post.authorId));
      expect([...owners]).toEqual(["demo-admin"]);
      expect((await admin.get("/api/admin/stats").expect(200)).body).toEqual(statsBefore);
      await request(t.app).get("/api/admin/unassigned-posts").expect(401);
    } finally {
      await t.close();
    }
  });
});

// No MongoDB server can run on our build machines; with MONGODB_URI set (npm run test:mongo) this runs.
describe.runIf(Boolean(process.env.MONGODB_URI))("a full round trip to MongoDB", () => {
  it("copies, switches, serves, and is remembered on the next start", async () => {
    const t = await startTestApp({ seed: true });
    const dbName = `furrow_switch_${Date.now()}`;
    try {
      const admin = await adminAgent(t);
      const res = await admin.post("/api/admin/connect-mongodb").send({ uri: process.env.MONGODB_URI, dbName }).expect(200);
      expect(res.body).toMatchObject({ success: true, engine: "mongodb" });
      expect((await request(t.app).get("/api/blog-posts?limit=100").expect(200)).headers["x-total-count"]).toBe("12");
      // MongoDB answers search now, typos included: its word list was filled from the copied posts.
      const found = (await request(t.app).get("/api/blog-posts/search?q=agrivoltaixs").expect(200)).body as { title: string }[];
      expect(found[0]?.title).toMatch(/Agrivoltaic/i);
      const reopened = await openStore({ dataDir: t.dataDir });
      expect(reopened.kind).toBe("mongodb");
      expect(await reopened.collection("posts").countDocuments({})).toBe(13);
      await reopened.close();
      await dropMongoDatabase(process.env.MONGODB_URI!, dbName);
    } finally {
      await t.services.store.close();
      await rm(t.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
