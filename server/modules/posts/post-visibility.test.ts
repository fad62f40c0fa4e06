import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

/** A sample post that ships as a draft. */
const DRAFT = "vertical-farming-energy-economics";

describe("a draft, wherever it is asked for", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  let draftId: string;

  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL: "https://furrow.example" });
    admin = await adminAgent(t);
    draftId = (await admin.get(`/api/blog-posts/${DRAFT}`).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it("does not exist for a reader: API, comments, structured data and its page all answer 404", async () => {
    await request(t.app).get(`/api/blog-posts/${DRAFT}`).expect(404);
    await request(t.app).get(`/api/blog-posts/${draftId}/comments`).expect(404);
    await request(t.app)
      .post(`/api/blog-posts/${draftId}/comments`)
      .send({ authorName: "Bot", authorEmail: "bot@example.com", content: "First!" })
      .expect(404);
    await request(t.app).get(`/api/structured-data?slug=${DRAFT}`).expect(404);
    const page = await request(t.app).get(`/blog/${DRAFT}`).expect(404);
    expect(page.text).toMatch(/<title[^>]*>Article Not Found/);
  });

  it("is there for the signed-in author in the same places, with its own head on its page", async () => {
    await admin.get(`/api/blog-posts/${draftId}/comments`).expect(200);
    const [article] = (await admin.get(`/api/structured-data?slug=${DRAFT}`).expect(200)).body;
    expect(article["@type"]).toBe("BlogPosting");
    const page = await admin.get(`/blog/${DRAFT}`).expect(200);
    expect(page.text).toMatch(/<title[^>]*>Vertical Farming/);
  });
});
