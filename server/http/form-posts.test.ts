import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { COMMENT_FORM_TOKEN_USES } from "../../shared/constants";
import { commentFormAction, NEWSLETTER_FORM_ACTION } from "../../shared/form-posts";
import { samplePosts } from "../seed/sample-content";
import { manualClock, startTestApp, type TestApp } from "../test/test-app";
import { FORM_DRAFT_COOKIE } from "./form-drafts";

/** The comment form and the sign-up form posted as a browser without JavaScript posts them. */
describe("the forms posted without JavaScript", () => {
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

  it("subscribes an address and sends the reader back to the page the form was on", async () => {
    const formToken = await t.services.newsletter.formToken();
    clock.advance(30_000);
    const res = await request(t.app)
      .post(NEWSLETTER_FORM_ACTION)
      .type("form")
      .send({ email: "plain@example.org", website: "", formToken, from: "/" })
      .expect(303);

    expect(res.headers.location).toBe("/?subscribe=subscribed#newsletter");
    expect(await t.services.repositories.subscribers.findByEmail("plain@example.org")).toMatchObject({ status: "pending" });
  });

  it.each(["//evil.example/", "https://evil.example/", "/no/such/page"])(
    "sends a sign-up from %s back to the home page instead",
    async (from) => {
      const res = await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send({ email: "bad-address", from }).expect(303);
      expect(res.headers.location).toBe("/?subscribe=invalid-email#newsletter");
      expect(res.headers.location).not.toContain("bad-address");
    },
  );
});

describe("the forms posted without JavaScript, past the rate limit", () => {
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

  it("sends a reader past the sign-up limit back with 'try again', subscribing nothing", async () => {
    await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send({ email: "first@example.org", from: "/" }).expect(303);
    const res = await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send({ email: "second@example.org", from: "/" }).expect(303);

    expect(res.headers.location).toBe("/?subscribe=failed#newsletter");
    expect(await t.services.repositories.subscribers.findByEmail("second@example.org")).toBeNull();
  });
});
