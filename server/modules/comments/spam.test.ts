import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminComment } from "../../../shared/types";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const SECOND = 1000;

describe("comments that defend themselves", () => {
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
  const person = { authorName: "Jo Farmer", authorEmail: "jo@example.com" };
  const send = (body: object, post = postId) =>
    request(t.app)
      .post(`/api/blog-posts/${post}/comments`)
      .send({ ...person, ...body })
      .expect(201);
  const moderation = async () => (await admin.get("/api/admin/comments").expect(200)).body as AdminComment[];
  const held = async (id: string) => (await moderation()).find((comment) => comment.id === id)!;

  it("takes a comment written at a person's pace as pending, counted for the author", async () => {
    const pendingBefore = (await admin.get("/api/admin/stats").expect(200)).body.commentsPending;
    const token = await formToken();
    clock.advance(40 * SECOND);
    const res = await send({
      content: "How deep do you install the probes in clay soils? Ours read wet for days.",
      website: "",
      formToken: token,
    });
    expect(await held(res.body.id)).toMatchObject({ isSpam: false, spamReasons: [], isApproved: false });
    expect((await admin.get("/api/admin/stats").expect(200)).body.commentsPending).toBe(pendingBefore + 1);
  });

  it.each([
    ["sent instantly", async () => ({ formToken: await formToken() }), 0, /faster than a person/],
    ["with no token", async () => ({}), 5 * SECOND, /no valid form token/],
    ["with a forged token", async () => ({ formToken: `${Date.now() - 60_000}.${"A".repeat(43)}` }), 5 * SECOND, /no valid form token/],
    [
      "with the hidden field filled",
      async () => ({ formToken: await formToken(), website: "https://cheap-pills.example" }),
      5 * SECOND,
      /hidden field/,
    ],
  ])("holds a comment %s as spam, answering exactly as for a person", async (_case, extra, writingMs, reason) => {
    const body = await extra();
    clock.advance(writingMs);
    const res = await send({ content: "Nice article about farming, thanks for sharing it with us.", ...body });
    expect(Object.keys(res.body).sort()).toEqual(["authorName", "content", "createdAt", "id", "isApproved", "postId", "reply"]);
    expect(res.body.isApproved).toBe(false);
    const comment = await held(res.body.id);
    expect(comment.isSpam).toBe(true);
    expect(comment.spamReasons.join("; ")).toMatch(reason);
  });

  it("holds a form over 6 hours old, a comment with many links, one of little but a link, and the same text under another post", async () => {
    const old = await formToken();
    clock.advance(7 * 60 * 60 * SECOND);
    const stale = await send({ content: "Kept this tab open for a while, but the cover crop numbers look right.", formToken: old });
    expect((await held(stale.body.id)).spamReasons.join()).toMatch(/over 6 hours old/);

    const token = await formToken();
    clock.advance(30 * SECOND);
    const links = await send({
      content: "Great! http://a.example http://b.example www.c.example [d](https://d.example) e.xyz",
      formToken: token,
    });
    expect((await held(links.body.id)).spamReasons.join()).toMatch(/\d links/);
    const linkOnly = await send({ content: "see https://seo-offers.example/cheap", formToken: token });
    expect((await held(linkOnly.body.id)).spamReasons.join()).toMatch(/little but links/);
    const cited = await send({
      content: "The trial results are in the extension report, https://extension.example/report, worth a read.",
      formToken: token,
    });
    expect((await held(cited.body.id)).isSpam).toBe(false);

    const copied = "I really enjoyed reading this post, it was very informative and well written!";
    const [here, there] = [await formToken(), await formToken(otherPostId)];
    clock.advance(30 * SECOND);
    const first = await send({ content: copied, formToken: here });
    expect((await held(first.body.id)).isSpam).toBe(false);
    const again = await send({ content: `  ${copied.toUpperCase()} `, formToken: there }, otherPostId);
    expect((await held(again.body.id)).spamReasons.join()).toMatch(/another post/);
  });

  it("learns from the author: marking as spam teaches spam, approving teaches the opposite and takes the first lesson back", async () => {
    const learned = async (token: string) =>
      (await t.store.collection("spamFilter").findOne({ _id: token })) as unknown as { spam?: number; ham?: number } | null;
    const token = await formToken();
    clock.advance(60 * SECOND);
    const first = await send({ content: "Our quokkaware gizmos ship worldwide this week only.", formToken: token });
    expect(await learned("quokkaware")).toBeNull();

    await admin.put(`/api/comments/${first.body.id}/spam`).expect(200);
    expect(await held(first.body.id)).toMatchObject({ isSpam: true, isApproved: false });
    expect(await learned("quokkaware")).toMatchObject({ spam: 1 });

    await admin.put(`/api/comments/${first.body.id}/approve`).expect(200);
    expect(await learned("quokkaware")).toMatchObject({ spam: 0, ham: 1 });
    await admin.put("/api/comments/no-such-comment/spam").expect(404);
  });

  it("never counts spam as waiting, lets 'Not spam' approve one onto the article, and deletes all spam at once", async () => {
    const spam = (await moderation()).filter((comment) => comment.isSpam);
    expect(spam.length).toBeGreaterThan(4);
    const pending = (await moderation()).filter((comment) => !comment.isApproved && !comment.isSpam).length;
    expect((await admin.get("/api/admin/stats").expect(200)).body.commentsPending).toBe(pending);

    const rescued = spam[0];
    await admin.put(`/api/comments/${rescued.id}/approve`).expect(200);
    expect(await held(rescued.id)).toMatchObject({ isApproved: true, isSpam: false });
    const shown = (await request(t.app).get(`/api/blog-posts/${rescued.postId}/comments`).expect(200)).body as { id: string }[];
    expect(shown.map((comment) => comment.id)).toContain(rescued.id);

    const { deleted } = (await admin.delete("/api/admin/comments/spam").expect(200)).body;
    expect(deleted).toBe(spam.length - 1);
    expect((await moderation()).filter((comment) => comment.isSpam)).toEqual([]);
    expect((await moderation()).some((comment) => comment.id === rescued.id)).toBe(true);
    await request(t.app).delete("/api/admin/comments/spam").expect(401);
  });
});

describe("the author's replies", () => {
  it("answers an approved comment, listed under it for readers, plain text; refuses a pending one", async () => {
    const t = await startTestApp({ seed: true });
    try {
      const admin = await adminAgent(t);
      const all = (await admin.get("/api/admin/comments").expect(200)).body as AdminComment[];
      const approved = all.find((comment) => comment.isApproved)!;
      const pending = all.find((comment) => !comment.isApproved && !comment.isSpam)!;

      const text = "Thanks! We bury them at 30 cm <b>in clay</b>.";
      const res = await admin
        .put(`/api/comments/${approved.id}/reply`)
        .send({ content: `  ${text} ` })
        .expect(200);
      expect(res.body.reply).toMatchObject({ content: text, authorName: expect.any(String) });
      const listed = (await request(t.app).get(`/api/blog-posts/${approved.postId}/comments`).expect(200)).body as {
        id: string;
        reply: { content: string } | null;
      }[];
      expect(listed.find((comment) => comment.id === approved.id)?.reply?.content).toBe(text);

      await admin.put(`/api/comments/${pending.id}/reply`).send({ content: "Not yet" }).expect(400);
      await admin.put(`/api/comments/${approved.id}/reply`).send({ content: "   " }).expect(400);
      await request(t.app).put(`/api/comments/${approved.id}/reply`).send({ content: "Anyone" }).expect(401);
    } finally {
      await t.close();
    }
  });
});
