import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminComment } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { TAUGHT_DOCUMENTS } from "../../store/repositories/spam-filter.repository";
import { readerComments } from "./test/spam-corpus";

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

  const formToken = async (post = postId) =>
    (await request(t.app).get(`/api/comments/form-token?postId=${post}`).expect(200)).body.token as string;
  const send = (body: object, post = postId, name = "Jo Farmer") =>
    request(t.app)
      .post(`/api/blog-posts/${post}/comments`)
      .send({ authorName: name, authorEmail: "jo@example.com", ...body })
      .expect(201);
  /** A reader's comment, written at a person's pace on a form drawn for it. */
  const write = async (content: string, post = postId, extra: object = {}) => {
    const token = await formToken(post);
    clock.advance(40 * SECOND);
    return send({ content, formToken: token, ...extra }, post);
  };
  const stored = async (id: string) =>
    (await admin.get("/api/admin/comments").expect(200)).body.find((comment: AdminComment) => comment.id === id) as AdminComment;

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

  it("holds a comment sent with a form token drawn under another post, answering as for any other", async () => {
    const token = await formToken(otherPostId);
    clock.advance(40 * SECOND);
    const res = await send({ content: "Which cover crop mix did you sow after the maize came off?", formToken: token });
    expect((await stored(res.body.id)).spamReasons).toEqual(["no valid form token"]);
  });

  it("takes three comments on one form token and holds the fourth and later ones with the same 201 answer", async () => {
    const token = await formToken();
    clock.advance(40 * SECOND);
    const verdicts: string[][] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await send(
        { content: `Question ${n} on the drainage trial: how did the tile spacing change the yields?`, formToken: token },
        postId,
        `Reader ${n}`,
      );
      expect(res.body.isApproved).toBe(false);
      verdicts.push((await stored(res.body.id)).spamReasons);
    }
    expect(verdicts.slice(0, 3)).toEqual([[], [], []]);
    expect(verdicts.slice(3)).toEqual([["more than 3 comments on one form"], ["more than 3 comments on one form"]]);
  });

  it("keeps a form token's count of comments only until the token has expired, when the purge drops it", async () => {
    const token = await formToken();
    clock.advance(40 * SECOND);
    await send({ content: "Does the insurer accept the sensor logs as records of irrigation?", formToken: token });
    const counters = () => t.store.collection("rateLimits").countDocuments({ _id: `comment-form:${token.split(".")[1]}` });
    expect(await counters()).toBe(1);
    await t.services.repositories.rateLimits.deleteExpired(clock.now());
    expect(await counters()).toBe(1);
    clock.advance(6 * 60 * 60 * SECOND);
    await t.services.repositories.rateLimits.deleteExpired(clock.now());
    expect(await counters()).toBe(0);
  });

  it("answers 400 for a form token asked without a post or with a malformed one, and 404 for a post that is not there", async () => {
    expect((await request(t.app).get("/api/comments/form-token").expect(400)).body.error).toEqual(expect.any(String));
    await request(t.app).get("/api/comments/form-token?postId=not%20an%20id").expect(400);
    await request(t.app).get("/api/comments/form-token?postId=no-such-post").expect(404);
  });

  it("teaches the filter on 'Delete all spam' only the comments it held itself, deleting those a rule held without a lesson", async () => {
    const learned = async (token: string) =>
      (await t.store.collection("spamFilter").findOne({ _id: token })) as unknown as { spam?: number } | null;
    const documentsBefore = (await learned(TAUGHT_DOCUMENTS))?.spam ?? 0;
    const byFilter = await write("Buy cheap viagra pills from our pharmacy, casino bonus, crypto profit guaranteed, zorblaxium offer.");
    const byRule = await write("Our glimmerwheat trial on the clay fields came back with better protein this season.", postId, {
      website: "x",
    });
    expect(await stored(byFilter.body.id)).toMatchObject({ isSpam: true, spamReasons: [expect.stringMatching(/filter scored/)] });
    expect(await stored(byRule.body.id)).toMatchObject({ isSpam: true, spamReasons: ["the hidden field was filled"] });

    const { deleted } = (await admin.delete("/api/admin/comments/spam").expect(200)).body;
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await learned("zorblaxium")).toMatchObject({ spam: 1 });
    expect(await learned("glimmerwheat")).toBeNull();
    // The earlier tests' held copies went too, without a lesson: one comment taught in all.
    expect((await learned(TAUGHT_DOCUMENTS))?.spam).toBe(documentsBefore + 1);
  });
});

describe("the poisoning sequence, measured", () => {
  it("holds none of 40 readers' comments after a stranger got 40 in readers' words held by a rule and the author deleted all spam", async () => {
    const clock = manualClock();
    const t = await startTestApp({ seed: true, clock });
    try {
      const admin = await adminAgent(t);
      const postIds = ((await request(t.app).get("/api/blog-posts?limit=2").expect(200)).body as { id: string }[]).map((post) => post.id);
      const corpus = readerComments();
      const post = async (postId: string, content: string, name: string, website: string) => {
        const token = (await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token as string;
        clock.advance(40 * SECOND);
        const res = await request(t.app)
          .post(`/api/blog-posts/${postId}/comments`)
          .send({ authorName: name, authorEmail: "someone@example.com", content, website, formToken: token })
          .expect(201);
        return ((await t.store.collection("comments").findOne({ _id: res.body.id })) as unknown as { isSpam?: boolean }).isSpam === true;
      };

      // The stranger: readers' own words, the hidden field filled, so a rule holds every one.
      for (const [index, comment] of corpus.slice(0, 40).entries())
        expect(await post(postIds[index % 2], comment.content, "Stranger", "https://filled.example")).toBe(true);
      // The author's routine clean-up.
      expect((await admin.delete("/api/admin/comments/spam").expect(200)).body.deleted).toBe(40);

      let held = 0;
      for (const [index, comment] of corpus.slice(40, 80).entries())
        if (await post(postIds[index % 2], comment.content, `Reader ${index}`, "")) held++;
      expect(held).toBe(0);
    } finally {
      await t.close();
    }
  });
});
