import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { SUBSCRIBE_MESSAGE } from "../../../shared/constants";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";

const HOUR = 60 * 60 * 1000;
const SAME_ANSWER = { ok: true, message: SUBSCRIBE_MESSAGE };

describe("the newsletter form's invisible checks", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { NEWSLETTER_CONFIRMATIONS_PER_HOUR: "100" } });
  });
  afterAll(() => t.close());

  /** The token the form asks for when it is drawn. */
  const drawForm = async () => (await request(t.app).get("/api/newsletter/form-token").expect(200)).body.token as string;
  const signUp = (body: Record<string, unknown>) => request(t.app).post("/api/newsletter/subscribe").send(body).expect(200);
  const mailedTo = async (email: string) => {
    await t.services.mailWorker.kick();
    return (await t.services.outbox.list()).filter((entry) => entry.to === email).length;
  };
  const stored = async (email: string) => (await t.services.repositories.subscribers.findByEmail(email)) !== null;

  it("subscribes a person who typed their address into the form, and mails them the link", async () => {
    const formToken = await drawForm();
    clock.advance(5_000);
    expect((await signUp({ email: "person@example.com", website: "", formToken })).body).toEqual(SAME_ANSWER);
    expect(await stored("person@example.com")).toBe(true);
    expect(await mailedTo("person@example.com")).toBe(1);
  });

  it.each([
    ["the hidden field is filled", async (formToken: string) => ({ website: "https://spam.example", formToken })],
    ["the token is missing", async () => ({ website: "" })],
    ["the token is forged", async (formToken: string) => ({ website: "", formToken: `${formToken.split(".")[0]}.${"A".repeat(43)}` })],
  ])("answers the same but stores and mails nothing when %s", async (_case, fields) => {
    const formToken = await drawForm();
    clock.advance(5_000);
    const email = `bot-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await signUp({ email, ...(await fields(formToken)) })).body).toEqual(SAME_ANSWER);
    expect(await stored(email)).toBe(false);
    expect(await mailedTo(email)).toBe(0);
  });

  it("subscribes a reader whose browser filled the address the moment the form appeared", async () => {
    const formToken = await drawForm();
    expect((await signUp({ email: "autofill@example.com", website: "", formToken })).body).toEqual(SAME_ANSWER);
    expect(await stored("autofill@example.com")).toBe(true);
  });

  it("answers the same but stores nothing for a token kept over half a day", async () => {
    const formToken = await drawForm();
    clock.advance(13 * HOUR);
    expect((await signUp({ email: "replay-bot@example.com", website: "", formToken })).body).toEqual(SAME_ANSWER);
    expect(await stored("replay-bot@example.com")).toBe(false);
  });

  it("still subscribes an API client that sends the address alone, within the hourly budget", async () => {
    expect((await signUp({ email: "api-client@example.com" })).body).toEqual(SAME_ANSWER);
    expect(await stored("api-client@example.com")).toBe(true);
    expect(await mailedTo("api-client@example.com")).toBe(1);
  });

  it("refuses a hidden field or token that is not text with a 400", async () => {
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "x@example.com", website: 3 }).expect(400);
    await request(t.app)
      .post("/api/newsletter/subscribe")
      .send({ email: "x@example.com", formToken: "t".repeat(201) })
      .expect(400);
  });
});
