import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { SUBSCRIBE_MESSAGE } from "../../../shared/constants";
import { newsletterFormAction } from "../../../shared/newsletter-links";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const HOUR = 60 * 60 * 1000;

/** The confirmation link in a mail of the outbox, path and query only: the page asking for one click. */
const confirmLink = (text: string) => {
  const url = /https?:\/\/\S+\/newsletter\?action=confirm&token=[\w%-]+/.exec(text)?.[0];
  if (!url) throw new Error(`No confirmation link in:\n${text}`);
  return url.slice(url.indexOf("/newsletter"));
};
/** What the page's button posts for that link. */
const confirmPost = (link: string) => newsletterFormAction("confirm", new URL(link, "http://x").searchParams.get("token")!);

describe("newsletter double opt-in, with no mail server configured (the outbox)", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  const subscribe = (email: string) => request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
  const outboxFor = async (email: string) => {
    await t.services.mailWorker.kick();
    const list = (await admin.get("/api/admin/outbox").expect(200)).body as { id: string; to: string; subject: string }[];
    return list.filter((entry) => entry.to === email);
  };
  const openMail = async (id: string) =>
    (await admin.get(`/api/admin/outbox/${id}`).expect(200)).body as { html: string; text: string; subject: string };

  it("mails a confirmation link; its page's button confirms the address, once", async () => {
    const res = await subscribe("Grower@Example.com");
    expect(res.body).toEqual({ ok: true, message: SUBSCRIBE_MESSAGE });
    expect(await t.services.repositories.subscribers.count()).toBe(0);

    const [mail] = await outboxFor("grower@example.com");
    expect(mail.subject).toBe("Confirm your subscription to Furrow");
    const { html, text } = await openMail(mail.id);
    const link = confirmLink(text);
    expect(html).toContain(link.replace(/&/g, "&amp;"));

    const opened = await request(t.app).post(confirmPost(link)).expect(303);
    expect(opened.headers.location).toBe("/newsletter?confirm=confirmed");
    expect((await t.services.repositories.subscribers.findByEmail("grower@example.com"))?.status).toBe("confirmed");
    expect(await t.services.repositories.subscribers.count()).toBe(1);
    expect((await admin.get("/api/admin/stats").expect(200)).body.subscribers).toBe(1);

    expect((await request(t.app).post(confirmPost(link)).expect(303)).headers.location).toBe("/newsletter?confirm=already-confirmed");
    expect((await request(t.app).post("/api/newsletter/confirm?token=forged").expect(303)).headers.location).toBe(
      "/newsletter?confirm=invalid",
    );
  });

  it("answers the same for a new, a pending and a confirmed address, and sends at most one confirmation an hour", async () => {
    const answers = [await subscribe("new@example.com"), await subscribe("new@example.com"), await subscribe("grower@example.com")];
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    for (let i = 0; i < 5; i++) await subscribe("new@example.com");
    expect(await outboxFor("new@example.com")).toHaveLength(1);
    expect(await outboxFor("grower@example.com")).toHaveLength(1);

    clock.advance(HOUR + 1000);
    await subscribe("new@example.com");
    const mails = await outboxFor("new@example.com");
    expect(mails).toHaveLength(2);
    // The newer link replaces the older one.
    const [newest, older] = await Promise.all(mails.map((mail) => openMail(mail.id)));
    expect(
      (
        await request(t.app)
          .post(confirmPost(confirmLink(older.text)))
          .expect(303)
      ).headers.location,
    ).toBe("/newsletter?confirm=invalid");
    expect(
      (
        await request(t.app)
          .post(confirmPost(confirmLink(newest.text)))
          .expect(303)
      ).headers.location,
    ).toBe("/newsletter?confirm=confirmed");
  });

  it("lets a link lapse after 48 hours, and a new sign-up sends a fresh one that works", async () => {
    await subscribe("late@example.com");
    const [first] = await outboxFor("late@example.com");
    clock.advance(48 * HOUR + 1000);
    const link = confirmLink((await openMail(first.id)).text);
    expect((await request(t.app).post(confirmPost(link)).expect(303)).headers.location).toBe("/newsletter?confirm=expired");
    expect((await t.services.repositories.subscribers.findByEmail("late@example.com"))?.status).toBe("pending");

    await subscribe("late@example.com");
    const [fresh] = await outboxFor("late@example.com");
    expect(
      (
        await request(t.app)
          .post(confirmPost(confirmLink((await openMail(fresh.id)).text)))
          .expect(303)
      ).headers.location,
    ).toBe("/newsletter?confirm=confirmed");
  });

  it("unsubscribes with one POST to the token's link, no sign-in; the page's button shows the page saying so", async () => {
    const subscriber = (await t.services.repositories.subscribers.findByEmail("grower@example.com"))!;
    const token = await t.services.newsletter.unsubscribeToken(subscriber._id);
    await request(t.app)
      .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(204);
    expect((await t.services.repositories.subscribers.findById(subscriber._id))?.status).toBe("unsubscribed");
    expect(await t.services.repositories.subscribers.count()).toBe(2);

    // Opened as a page, the URL only asks; the page's button says it is done.
    const opened = await request(t.app)
      .get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
      .expect(303);
    expect(opened.headers.location).toBe(`/newsletter?action=unsubscribe&token=${encodeURIComponent(token)}`);
    const again = await request(t.app).post(newsletterFormAction("unsubscribe", token)).expect(303);
    expect(again.headers.location).toBe("/newsletter?unsubscribe=unsubscribed");
    // A token for one address does not work for another, and a made-up one is refused.
    const other = (await t.services.repositories.subscribers.findByEmail("new@example.com"))!;
    const forged = `${other._id}.${token.split(".")[1]}`;
    expect(
      (
        await request(t.app)
          .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`)
          .expect(404)
      ).body.error,
    ).toMatch(/Unknown/);
    expect((await request(t.app).post("/api/newsletter/unsubscribe/form?token=nothing").expect(303)).headers.location).toBe(
      "/newsletter?unsubscribe=invalid",
    );
    expect((await t.services.repositories.subscribers.findById(other._id))?.status).toBe("confirmed");
    await request(t.app).post("/api/newsletter/unsubscribe").expect(400);
  });

  it("lets an unsubscribed reader come back through a new confirmation", async () => {
    await subscribe("grower@example.com");
    const mails = await outboxFor("grower@example.com");
    expect(mails).toHaveLength(2);
    expect(
      (
        await request(t.app)
          .post(confirmPost(confirmLink((await openMail(mails[0].id)).text)))
          .expect(303)
      ).headers.location,
    ).toBe("/newsletter?confirm=confirmed");
  });

  it("keeps the outbox for the admin only, and answers an unknown message with a JSON 404", async () => {
    await request(t.app).get("/api/admin/outbox").expect(401);
    await admin.get("/api/admin/outbox/no-such-message").expect(404);
    await admin.get("/api/admin/outbox/..%2F..%2Fetc").expect(400);
  });
});
