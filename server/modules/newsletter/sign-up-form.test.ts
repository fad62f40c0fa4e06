import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { NEWSLETTER_FORM_ACTION } from "../../../shared/form-posts";
import { FORM_DRAFT_COOKIE } from "../../lib/form-drafts";
import { floodForm } from "../../test/form-flood";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";

/** The sign-up form posted as a browser without JavaScript posts it. */
describe("the sign-up form posted without JavaScript", () => {
  const clock = manualClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock });
  });
  afterAll(() => t.close());

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

  it.each([
    ["an address sent twice", "email=a%40example.org&email=b%40example.org&from=%2F"],
    ["no fields at all", ""],
    ["an address over the length limit", `email=${"a".repeat(250)}%40example.org&from=%2F`],
    ["an address with a line break in it", "email=a%40example.org%0ABcc%3A%20b%40example.org&from=%2F"],
  ])("turns back %s with the notice and the reader's draft, never an error page", async (_case, body) => {
    const res = await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send(body).expect(303);

    expect(res.headers.location).toBe("/?subscribe=invalid-email#newsletter");
    expect(String(res.headers["set-cookie"])).toContain(`${FORM_DRAFT_COOKIE}=`);
  });
});

describe("the sign-up form posted without JavaScript, past the rate limit", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, env: { RATE_LIMIT_NEWSLETTER: "1" } });
  });
  afterAll(() => t.close());

  it("sends a reader past the sign-up limit back with 'try again', subscribing nothing", async () => {
    await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send({ email: "first@example.org", from: "/" }).expect(303);
    const res = await request(t.app).post(NEWSLETTER_FORM_ACTION).type("form").send({ email: "second@example.org", from: "/" }).expect(303);

    expect(res.headers.location).toBe("/?subscribe=failed#newsletter");
    expect(await t.services.repositories.subscribers.findByEmail("second@example.org")).toBeNull();
  });
});

describe("a bot posting the sign-up form a thousand times", () => {
  let t: TestApp;
  const LIMIT = 10;

  beforeAll(async () => {
    // One window longer than the test's whole run, so every post is counted against the same limit.
    t = await startTestApp({ seed: true, env: { RATE_LIMIT_NEWSLETTER: String(LIMIT), RATE_LIMIT_WINDOW_MS: String(1e14) } });
  });
  afterAll(() => t.close());

  it("is held to the sign-ups' rate limit: past it, each post goes back with 'try again', subscribing nothing", async () => {
    // A token scraped from the page, so the form's own checks let the sign-ups through and only the limit holds them.
    const formToken = await t.services.newsletter.formToken();
    const locations = await floodForm(t.app, NEWSLETTER_FORM_ACTION, 1000, (index) => ({
      email: `bot${index}@example.org`,
      website: "",
      formToken,
      from: "/",
    }));

    expect(locations).toHaveLength(1000);
    expect(locations.filter((location) => location === "/?subscribe=subscribed#newsletter")).toHaveLength(LIMIT);
    expect(locations.filter((location) => location === "/?subscribe=failed#newsletter")).toHaveLength(1000 - LIMIT);
    const subscribed = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => t.services.repositories.subscribers.findByEmail(`bot${index}@example.org`)),
    );
    expect(subscribed.filter(Boolean)).toHaveLength(LIMIT);
  }, 240_000);
});
