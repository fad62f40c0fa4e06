import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { COMMENT_FORM_TOKEN_USES } from "../../../shared/constants";
import { commentFormAction } from "../../../shared/form-posts";
import { samplePosts } from "../../seed/sample-content";
import { floodForm } from "../../test/form-flood";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { FORM_DRAFT_COOKIE } from "../../lib/form-drafts";

/** The comment form posted as a browser without JavaScript posts it. */
describe("the comment form posted without JavaScript", () => {
  const clock = manualClock();
  let t: TestApp;
  let postId: string;
  const slug = samplePosts.find((post) => post.isPublished)!.slug;

  beforeAll(async () => {
    // Readers are told apart by their address, as behind the site's proxy.
    t = await startTestApp({ seed: true, clock, env: { TRUST_PROXY: "1" } });
    postId = (await request(t.app).get(`/api/blog-posts/${slug}`).expect(200)).body.id;
  });
  afterAll(() => t.close());

  /** The token a server-drawn article page carries: one for every reader of the cached page. */
  const pageToken = () => t.services.comments.formToken(postId, { isAdmin: false });
  const stored = async (content: string) =>
    (await t.services.comments.listForModeration()).find(({ comment }) => comment.content === content)?.comment;
  const postComment = (fields: Record<string, string>, from = "203.0.113.7") =>
    request(t.app)
      .post(commentFormAction(postId))
      .set("X-Forwarded-For", from)
      .type("form")
      .send({ website: "", ...fields });

  it("stores a comment written at a person's pace as pending and sends the reader back to the article, with only the outcome in the address", async () => {
    const formToken = await pageToken();
    clock.advance(30_000);
    const content = `Clover under oats held the soil all winter (${Date.now()}).`;
    const res = await postComment({ authorName: "Nils Holm", authorEmail: "nils@example.org", content, formToken }).expect(303);

    expect(res.headers.location).toBe(`/blog/${slug}?comment=submitted#comments`);
    const comment = await stored(content);
    expect(comment).toMatchObject({ authorName: "Nils Holm", isApproved: false });
    expect(comment?.isSpam ?? false).toBe(false);
  });

  it.each([
    ["missing-fields", { authorName: "Nils Holm", authorEmail: "nils@example.org", content: "   " }],
    ["invalid-email", { authorName: "Nils Holm", authorEmail: "nils.example.org", content: "A question." }],
  ])("turns back a comment with %s, keeping what was typed in a cookie, never in the address", async (outcome, fields) => {
    const res = await postComment({ ...fields, formToken: await pageToken() }).expect(303);

    expect(res.headers.location).toBe(`/blog/${slug}?comment=${outcome}#comments`);
    expect(res.headers.location).not.toMatch(/nils/i);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`${FORM_DRAFT_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it.each([
    ["missing-fields", "a field sent twice", "authorName=Nils&authorName=Holm&authorEmail=nils%40example.org&content=Hello"],
    ["missing-fields", "no fields at all", ""],
    ["invalid-email", "an address with a space in it", "authorName=Nils&authorEmail=nils%40exa%20mple.org&content=Hello"],
    ["failed", "a comment over the length limit", `authorName=Nils&authorEmail=nils%40example.org&content=${"x".repeat(5001)}`],
    ["failed", "a name over the length limit", `authorName=${"N".repeat(101)}&authorEmail=nils%40example.org&content=Hello`],
  ])("turns back %s (%s) with the notice and the reader's draft, never an error page", async (outcome, _case, body) => {
    const res = await request(t.app).post(commentFormAction(postId)).type("form").send(body).expect(303);

    expect(res.headers.location).toBe(`/blog/${slug}?comment=${outcome}#comments`);
    expect(String(res.headers["set-cookie"])).toContain(`${FORM_DRAFT_COOKIE}=`);
  });

  it("reads only the form's own fields, ignoring any others a browser or extension adds", async () => {
    const content = `Fields beyond the form's are ignored (${Date.now()}).`;
    const res = await postComment({ authorName: "Nils", authorEmail: "nils@example.org", content, autofill: "on" }).expect(303);
    expect(res.headers.location).toBe(`/blog/${slug}?comment=submitted#comments`);
    expect(await stored(content)).toBeDefined();
  });

  it("answers a form too large to be the comment form, or a post that is not there, with a JSON error, never a 500", async () => {
    const huge = `authorName=Nils&authorEmail=nils%40example.org&content=${"x".repeat(40_000)}`;
    expect((await request(t.app).post(commentFormAction(postId)).type("form").send(huge).expect(413)).body.error).toBeTruthy();
    await request(t.app).post(commentFormAction("no-such-post")).type("form").send({ authorName: "Nils" }).expect(404);
  });

  it("lets each reader of a cached page comment on its one token, and holds a flood from one reader", async () => {
    const formToken = await pageToken();
    clock.advance(60_000);
    const readers = Array.from({ length: COMMENT_FORM_TOKEN_USES + 2 }, (_, index) => `198.51.100.${index + 1}`);
    for (const [index, from] of readers.entries()) {
      const content = `Reader ${index} tried the sensor at 30 cm (${Date.now()}).`;
      await postComment({ authorName: `Reader ${index}`, authorEmail: `r${index}@example.org`, content, formToken }, from).expect(303);
      const comment = await stored(content);
      expect(comment, from).toBeDefined();
      expect(comment?.isSpam ?? false, from).toBe(false);
    }

    const flood = Array.from(
      { length: COMMENT_FORM_TOKEN_USES + 1 },
      (_, index) => `One reader's comment number ${index} here (${Date.now()}).`,
    );
    for (const content of flood)
      await postComment({ authorName: "Flo", authorEmail: "flo@example.org", content, formToken }, "192.0.2.50").expect(303);
    expect((await stored(flood.at(-1)!))?.spamReasons?.join()).toMatch(/more than \d+ comments on one form/);
  });
});

describe("the comment form posted without JavaScript, past the rate limit", () => {
  let t: TestApp;
  let postId: string;
  const slug = samplePosts.find((post) => post.isPublished)!.slug;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, env: { RATE_LIMIT_COMMENTS: "1", RATE_LIMIT_NEWSLETTER: "1" } });
    postId = (await request(t.app).get(`/api/blog-posts/${slug}`).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it("sends a reader past the comment limit back to the article with 'try again' and their draft, storing nothing", async () => {
    const fields = { authorName: "Nils Holm", authorEmail: "nils@example.org", website: "" };
    await request(t.app)
      .post(commentFormAction(postId))
      .type("form")
      .send({ ...fields, content: "The first one." })
      .expect(303);
    const res = await request(t.app)
      .post(commentFormAction(postId))
      .type("form")
      .send({ ...fields, content: "The second one." })
      .expect(303);

    expect(res.headers.location).toBe(`/blog/${slug}?comment=failed#comments`);
    expect(String(res.headers["set-cookie"])).toContain(`${FORM_DRAFT_COOKIE}=`);
    const all = await t.services.comments.listForModeration();
    expect(all.some(({ comment }) => comment.content === "The second one.")).toBe(false);
  });
});

describe("a bot posting the comment form a thousand times", () => {
  let t: TestApp;
  let postId: string;
  const slug = samplePosts.find((post) => post.isPublished)!.slug;
  const LIMIT = 20;

  beforeAll(async () => {
    // One window longer than the test's whole run, so every post is counted against the same limit.
    t = await startTestApp({ seed: true, env: { RATE_LIMIT_COMMENTS: String(LIMIT), RATE_LIMIT_WINDOW_MS: String(1e14) } });
    postId = (await request(t.app).get(`/api/blog-posts/${slug}`).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it("is held to the comments' rate limit: past it, each post goes back to the article with 'try again', storing nothing", async () => {
    const locations = await floodForm(t.app, commentFormAction(postId), 1000, (index) => ({
      authorName: "Bot",
      authorEmail: "bot@example.org",
      content: `Buy now, offer ${index}.`,
      website: "",
    }));

    expect(locations).toHaveLength(1000);
    expect(locations.filter((location) => location.endsWith("comment=submitted#comments"))).toHaveLength(LIMIT);
    expect(locations.filter((location) => location === `/blog/${slug}?comment=failed#comments`)).toHaveLength(1000 - LIMIT);
    const fromBot = (await t.services.comments.listForModeration()).filter(({ comment }) => comment.authorName === "Bot");
    expect(fromBot).toHaveLength(LIMIT);
  }, 240_000);
});
