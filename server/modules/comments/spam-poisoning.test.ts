import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminComment } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const SECOND = 1000;

/** A stranger tries to get readers' ordinary comments held; the defences must not let them. */
describe("spam defences a stranger cannot aim at readers", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let postId: string;
  let otherPostId: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock });
    admin = await adminAgent(t);
    const posts = (await request(t.app).get("/api/blog-posts?limit=2").expect(200)).body as { id: string }[];
    [postId, otherPostId] = posts.map((post) => post.id);
  });
  afterAll(() => t.close());

  const formToken = async (post = postId) => (await request(t.app).get(`/api/comments/form-token?postId=${post}`).expect(200)).body.token as string;
  const send = (body: object, post = postId, name = "Jo Farmer") =>
    request(t.app).post(`/api/blog-posts/${post}/comments`).send({ authorName: name, authorEmail: "jo@example.com", ...body }).expect(201);
  /** A reader's comment, written at a person's pace on a form drawn for it. */
  const write = async (content: string, post = postId, extra: object = {}) => {
    const token = await formToken(post);
    clock.advance(40 * SECOND);
    return send({ content, formToken: token, ...extra }, post);
  };
  const stored = async (id: string) => (await admin.get("/api/admin/comments").expect(200)).body.find((comment: AdminComment) => comment.id === id) as AdminComment;

  it("keeps a short comment pending though a stranger posted the same words under another post first", async () => {
    await write("Great article, thank you!", otherPostId);
    const reader = await write("Great article, thank you!");
    expect(await stored(reader.body.id)).toMatchObject({ isSpam: false, spamReasons: [] });
  });

  it("keeps a long comment pending when its only copy under another post was itself held", async () => {
    const text = "We switched to strip-till three seasons ago and the soil holds water far better in a dry June.";
    const bot = await write(text, otherPostId, { website: "https://filled.example" });
    expect((await stored(bot.body.id)).isSpam).toBe(true);
    const reader = await write(text);
    expect(await stored(reader.body.id)).toMatchObject({ isSpam: false, spamReasons: [] });
  });

  it("still holds a long text copied from a comment that was not held", async () => {
    const text = "Wonderful blog, the content is very helpful and informative, thank you so much for sharing it.";
    const first = await write(text, otherPostId);
    expect((await stored(first.body.id)).isSpam).toBe(false);
    const copy = await write(text);
    expect((await stored(copy.body.id)).spamReasons.join()).toMatch(/another post/);
  });
});
