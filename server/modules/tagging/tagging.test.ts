import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

describe("AI tagging over HTTP", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  it("suggests tags for one post, with scores and reasons, leaving out the tags it has", async () => {
    const post = (await request(t.app).get("/api/blog-posts/reading-ndvi-maps-without-fooling-yourself").expect(200)).body;
    const res = await admin.post(`/api/ai-tagging/analyze/${post.id}`).expect(200);
    expect(res.body.engine).toBe("offline");
    expect(res.body.suggestedTags.length).toBeGreaterThan(0);
    expect(res.body.suggestedTags.map((tag: string) => tag.toLowerCase())).not.toContain("remote sensing");
    expect(res.body.suggestions[0]).toMatchObject({
      tag: res.body.suggestedTags[0],
      score: expect.any(Number),
      matched: expect.any(Array),
    });
  });

  it("answers 404 for an unknown post and 401 without a session", async () => {
    await admin.post("/api/ai-tagging/analyze/unknownpost").expect(404);
    await request(t.app).post("/api/ai-tagging/bulk-analyze").send({}).expect(401);
  });

  it("adds tags in bulk only to posts that have none, and a second run changes nothing", async () => {
    const untagged = (
      await admin
        .post("/api/admin/blog-posts")
        .send({
          title: "Drone scouting for aphids",
          content: "We flew a drone with a multispectral camera over wheat to find aphid hot spots, then sent scouts to check the traps.",
          isPublished: true,
        })
        .expect(201)
    ).body;
    const tagged = (await request(t.app).get("/api/blog-posts/lorawan-on-the-farm").expect(200)).body;

    const first = (await admin.post("/api/ai-tagging/bulk-analyze").send({}).expect(200)).body.results;
    const untaggedResult = first.find((result: { id: string }) => result.id === untagged.id);
    expect(untaggedResult.added.length).toBeGreaterThan(0);
    expect(untaggedResult.title).toBe("Drone scouting for aphids");
    expect(first.find((result: { id: string }) => result.id === tagged.id).added).toEqual([]);

    const stored = (await admin.get(`/api/admin/blog-posts/${untagged.id}`).expect(200)).body;
    expect(stored.tags).toEqual(untaggedResult.added);
    expect(stored.tags).toContain("Drones");
    expect((await request(t.app).get("/api/blog-posts/lorawan-on-the-farm").expect(200)).body.tags).toEqual(tagged.tags);

    const versionsBefore = (await t.services.repositories.posts.listAll({ version: 1 })).map((post) => post.version);
    const second = (await admin.post("/api/ai-tagging/bulk-analyze").send({}).expect(200)).body.results;
    expect(second.every((result: { added: string[] }) => result.added.length === 0)).toBe(true);
    expect((await t.services.repositories.posts.listAll({ version: 1 })).map((post) => post.version)).toEqual(versionsBefore);
  });

  it("adds to tagged posts when asked, once: a rerun changes nothing until the author edits a post", async () => {
    const lorawan = (await request(t.app).get("/api/blog-posts/lorawan-on-the-farm").expect(200)).body;
    const first = (await admin.post("/api/ai-tagging/bulk-analyze").send({ includeTagged: true }).expect(200)).body.results;
    const lorawanResult = first.find((result: { id: string }) => result.id === lorawan.id);
    expect(lorawanResult.added.length).toBeGreaterThan(0);
    expect((await request(t.app).get("/api/blog-posts/lorawan-on-the-farm").expect(200)).body.tags).toEqual([
      ...lorawan.tags,
      ...lorawanResult.added,
    ]);

    const versionsBefore = (await t.services.repositories.posts.listAll({ version: 1 })).map((post) => post.version);
    const second = (await admin.post("/api/ai-tagging/bulk-analyze").send({ includeTagged: true }).expect(200)).body.results;
    expect(second.filter((result: { added: string[] }) => result.added.length > 0)).toEqual([]);
    expect((await t.services.repositories.posts.listAll({ version: 1 })).map((post) => post.version)).toEqual(versionsBefore);

    // An edit makes the post new to the suggester again.
    const stored = (await admin.get(`/api/admin/blog-posts/${lorawan.id}`).expect(200)).body;
    await admin
      .patch(`/api/admin/blog-posts/${lorawan.id}`)
      .send({ title: `${stored.title} (revised)`, baseVersion: stored.version })
      .expect(200);
    const third = (await admin.post("/api/ai-tagging/bulk-analyze").send({ includeTagged: true }).expect(200)).body.results;
    expect(third.filter((result: { added: string[] }) => result.added.length > 0).map((result: { id: string }) => result.id)).toEqual([
      lorawan.id,
    ]);
  });

  it("refuses unknown bulk options", async () => {
    await admin.post("/api/ai-tagging/bulk-analyze").send({ everything: true }).expect(400);
  });
});

describe("AI tagging with an LLM endpoint", () => {
  let fake: Server;
  let fakeUrl: string;
  let fail = false;
  let lastRequest: { model?: string; messages?: { content: string }[] } = {};

  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.post("/v1/chat/completions", (req, res) => {
      lastRequest = req.body;
      if (fail) return void res.status(500).json({ error: "down" });
      res.json({ choices: [{ message: { content: 'Here you go: ["Remote Sensing", "Crop Scouting"]' } }] });
    });
    fake = await new Promise<Server>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => resolve(server));
    });
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it("uses the configured model, and falls back to the offline suggester when it fails", async () => {
    const t = await startTestApp({ seed: true, env: { LLM_BASE_URL: fakeUrl, LLM_API_KEY: "test-key", LLM_MODEL: "tiny-tagger" } });
    try {
      const admin = await adminAgent(t);
      const post = (await request(t.app).get("/api/blog-posts/drone-crop-scouting-workflow").expect(200)).body;
      const viaLlm = (await admin.post(`/api/ai-tagging/analyze/${post.id}`).expect(200)).body;
      expect(viaLlm).toMatchObject({ engine: "llm", suggestedTags: ["Crop Scouting"] });
      expect(lastRequest.model).toBe("tiny-tagger");
      expect(lastRequest.messages?.[0].content).toContain("Soil Health");

      fail = true;
      const fallback = (await admin.post(`/api/ai-tagging/analyze/${post.id}`).expect(200)).body;
      expect(fallback.engine).toBe("offline");
      expect(fallback.suggestedTags.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
