import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { PostCard, PublicComment } from "../../../shared/types";
import { sampleComments, samplePosts } from "../../seed/sample-content";
import { startTestApp, type TestApp } from "../../test/test-app";

describe("comments on an article", () => {
  let t: TestApp;
  let postId: string;
  let postSlug: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    const withComments = sampleComments.find((comment) => comment.isApproved)!.postSlug;
    postSlug = withComments;
    postId = (await request(t.app).get(`/api/blog-posts/${withComments}`).expect(200)).body.id;
  });
  afterAll(() => t.close());

  const valid = { authorName: "  Jo Farmer ", authorEmail: "jo@example.com", content: " Great piece on soil probes. " };

  it("lists only the approved comments, oldest first, without e-mail addresses", async () => {
    const res = await request(t.app).get(`/api/blog-posts/${postId}/comments`).expect(200);
    const expected = sampleComments.filter((comment) => comment.postSlug === postSlug && comment.isApproved);
    expect(res.body).toHaveLength(expected.length);
    expect(res.body.every((comment: PublicComment) => comment.isApproved)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain("@example.");
    const times = res.body.map((comment: PublicComment) => comment.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it("stores a new comment as pending: trimmed, answered 201, and not shown until approved", async () => {
    const res = await request(t.app).post(`/api/blog-posts/${postId}/comments`).send(valid).expect(201);
    expect(res.body).toMatchObject({ authorName: "Jo Farmer", content: "Great piece on soil probes.", isApproved: false, postId });
    expect(res.body).not.toHaveProperty("authorEmail");
    const listed = await request(t.app).get(`/api/blog-posts/${postId}/comments`).expect(200);
    expect(listed.body.some((comment: PublicComment) => comment.id === res.body.id)).toBe(false);

    await t.services.comments.approve(res.body.id);
    const after = await request(t.app).get(`/api/blog-posts/${postId}/comments`).expect(200);
    expect(after.body.some((comment: PublicComment) => comment.id === res.body.id)).toBe(true);
  });

  it.each([
    [{ ...valid, authorName: "   " }, "body.authorName"],
    [{ ...valid, authorEmail: "not-an-email" }, "body.authorEmail"],
    [{ ...valid, content: "" }, "body.content"],
    [{ ...valid, content: "x".repeat(5001) }, "body.content"],
    [{ ...valid, authorName: "n".repeat(101) }, "body.authorName"],
    [{ ...valid, isApproved: true }, "body"],
    [{ ...valid, authorEmail: { $gt: "" } }, "body.authorEmail"],
  ])("refuses a bad comment with a 400 naming the field (%#)", async (body, path) => {
    const before = await t.services.repositories.comments.count({ postId });
    const res = await request(t.app).post(`/api/blog-posts/${postId}/comments`).send(body).expect(400);
    expect(res.body.details[0].path).toBe(path);
    expect(await t.services.repositories.comments.count({ postId })).toBe(before);
  });

  it("answers 404 for comments on an unknown post or a draft", async () => {
    await request(t.app).post("/api/blog-posts/nosuchpost/comments").send(valid).expect(404);
    const draft = samplePosts.find((post) => !post.isPublished)!;
    const draftRecord = await t.services.repositories.posts.findBySlugOrId(draft.slug);
    await request(t.app).post(`/api/blog-posts/${draftRecord!._id}/comments`).send(valid).expect(404);
    await request(t.app).get(`/api/blog-posts/${draftRecord!._id}/comments`).expect(404);
  });

  it("keeps comment HTML as plain text", async () => {
    const res = await request(t.app)
      .post(`/api/blog-posts/${postId}/comments`)
      .send({ ...valid, content: "<img src=x onerror=alert(1)>" })
      .expect(201);
    const stored = await t.services.repositories.comments.listAll();
    expect(stored.find((comment) => comment._id === res.body.id)?.content).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("comment rate limit", () => {
  it("answers 429 with Retry-After once a client passes the limit, keeping earlier comments", async () => {
    const t = await startTestApp({ seed: true, env: { RATE_LIMIT_COMMENTS: "2" } });
    try {
      const [card] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body as PostCard[];
      const body = { authorName: "A", authorEmail: "a@example.com", content: "hello" };
      await request(t.app).post(`/api/blog-posts/${card.id}/comments`).send(body).expect(201);
      await request(t.app).post(`/api/blog-posts/${card.id}/comments`).send(body).expect(201);
      const limited = await request(t.app).post(`/api/blog-posts/${card.id}/comments`).send(body).expect(429);
      expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
      expect(limited.body.error).toEqual(expect.any(String));
      expect(await t.services.repositories.comments.count({ postId: card.id, content: "hello" })).toBe(2);
    } finally {
      await t.close();
    }
  });
});
