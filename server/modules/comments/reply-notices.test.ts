import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { commentFormAction } from "../../../shared/form-posts";
import { newsletterFormAction, newsletterLinkRequest, REPLY_NOTICES_STOP_PATH } from "../../../shared/newsletter-links";
import { emlsIn, linksInEml } from "../../test/mail-links";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const SITE = "https://furrow.test";

describe("a commenter is told when the author replies", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let post: { id: string; slug: string; title: string };

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock, env: { PUBLIC_URL: SITE } });
    admin = await adminAgent(t);
    post = ((await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body as (typeof post)[])[0];
  });
  afterAll(() => t?.close());

  const formToken = async () => {
    const token = (await request(t.app).get(`/api/comments/form-token?postId=${post.id}`).expect(200)).body.token as string;
    // A person takes a while to write; a comment sent at once is held as spam.
    clock.advance(20_000);
    return token;
  };

  const comment = async (authorEmail: string, content: string, notifyOnReply?: boolean) => {
    const body = { authorName: "Jo Farmer", authorEmail, content, formToken: await formToken(), notifyOnReply };
    const { id } = (await request(t.app).post(`/api/blog-posts/${post.id}/comments`).send(body).expect(201)).body as { id: string };
    await admin.put(`/api/comments/${id}/approve`).expect(200);
    return id;
  };
  const reply = (id: string, content: string) => admin.put(`/api/comments/${id}/reply`).send({ content }).expect(200);

  /** The mails the outbox holds for one address, as the transport wrote them, once the worker has sent what is due. */
  const mailsTo = async (email: string) => {
    await t.services.mailWorker.kick();
    return (await emlsIn(join(t.dataDir, "outbox"))).filter((mail) => mail.to === email);
  };
  const stopTokenIn = (raw: string) =>
    linksInEml(raw)
      .map((link) => newsletterLinkRequest(new URL(link).searchParams))
      .find((asked) => asked?.action === "stop-replies")?.token;

  it("sends exactly one mail on the author's first reply: the reply, the post, a link to the comment, and the one-click stop", async () => {
    const id = await comment("ticked@example.com", "How deep do you install the soil moisture probes?", true);
    expect(await mailsTo("ticked@example.com")).toEqual([]);

    await reply(id, "At 30 cm in clay, 20 cm in sand.");
    const [mail, ...more] = await mailsTo("ticked@example.com");
    expect(more).toEqual([]);
    const entry = (await admin.get("/api/admin/outbox").expect(200)).body.find(
      (found: { to: string }) => found.to === "ticked@example.com",
    );
    expect(entry.subject).toBe(`Mara Lindqvist replied to your comment on "${post.title}"`);
    const { text, html } = (await admin.get(`/api/admin/outbox/${entry.id}`).expect(200)).body as { text: string; html: string };
    expect(text).toContain("At 30 cm in clay, 20 cm in sand.");
    expect(text).toContain(post.title);
    expect(text).toContain(`${SITE}/blog/${post.slug}#comment-${id}`);
    expect(html).toContain(`#comment-${id}`);
    const headers = mail.raw.replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${SITE}${REPLY_NOTICES_STOP_PATH}\\?token=[^>]+>`, "m"));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(stopTokenIn(mail.raw)).toBeTruthy();

    // Correcting the reply replaces it on the article and tells nobody again.
    await reply(id, "At 30 cm in clay, 15 cm in sand.");
    expect(await mailsTo("ticked@example.com")).toHaveLength(1);
  });

  it("sends nothing for a comment whose box was not ticked, and never shows the address to readers", async () => {
    const id = await comment("unticked@example.com", "Which sensors survive a wet winter in the field?");
    await reply(id, "The sealed capacitive ones.");
    expect(await mailsTo("unticked@example.com")).toEqual([]);

    const answers = [
      (await request(t.app).get(`/api/blog-posts/${post.id}/comments`).expect(200)).text,
      (await request(t.app).get(`/api/blog-posts/${post.slug}`).expect(200)).text,
    ];
    for (const answer of answers) expect(answer).not.toMatch(/ticked@example\.com|notifyOnReply/);
  });

  it("lets a bot tick the box for someone else's address as often as it likes without that address getting a single mail", async () => {
    // The box alone sends nothing: a mail goes only for a comment the author approves and answers.
    for (let i = 0; i < 20; i++) {
      const token = await formToken();
      await request(t.app)
        .post(`/api/blog-posts/${post.id}/comments`)
        .send({
          authorName: "Bot",
          authorEmail: "victim@example.com",
          content: `Question ${i} about drip lines`,
          formToken: token,
          notifyOnReply: true,
        })
        .expect(201);
    }
    expect(await mailsTo("victim@example.com")).toEqual([]);
  });

  it("stops for good through the stop page's button: a later reply by the author in that thread sends nothing", async () => {
    const id = await comment("pager@example.com", "Do you calibrate the probes per field?", true);
    await reply(id, "Once per soil type.");
    const [mail] = await mailsTo("pager@example.com");
    const token = stopTokenIn(mail.raw)!;

    // What a mail scanner does with the links: GET every one the API answers (the header's too);
    // nothing stops. The others are pages, drawn without acting.
    const apiLinks = linksInEml(mail.raw).filter((found) => found.startsWith(`${SITE}/api/`));
    expect(apiLinks).toHaveLength(1);
    for (const link of apiLinks) {
      const res = await request(t.app).get(new URL(link).pathname + new URL(link).search);
      expect(res.status, link).toBeLessThan(400);
    }
    expect((await t.services.repositories.comments.findById(id))?.notifyOnReply).toBe(true);
    // The stop link's GET only opens the page that asks for the click.
    const opened = await request(t.app)
      .get(`${REPLY_NOTICES_STOP_PATH}?token=${encodeURIComponent(token)}`)
      .expect(303);
    expect(opened.headers.location).toBe(`/newsletter?action=stop-replies&token=${encodeURIComponent(token)}`);
    expect((await t.services.repositories.comments.findById(id))?.notifyOnReply).toBe(true);

    const pressed = await request(t.app).post(newsletterFormAction("stop-replies", token)).type("form").send("").expect(303);
    expect(pressed.headers.location).toBe("/newsletter?replies=stopped");

    // The seam a fediverse reply by the author will use: the thread is closed to it too.
    const record = (await t.services.repositories.comments.findById(id))!;
    await t.services.replyNotices.authorReplied(record, { key: "note-1", content: "And per season.", authorName: "The author" });
    expect(await mailsTo("pager@example.com")).toHaveLength(1);
  });

  it("stops through a mail client's one-click POST: a later reply by the author in that thread sends nothing", async () => {
    const id = await comment("oneclick@example.com", "What about frost on the sensor heads?", true);
    await reply(id, "They take it well.");
    const [mail] = await mailsTo("oneclick@example.com");
    const url = /^List-Unsubscribe: <([^>]+)>/m.exec(mail.raw.replace(/\r\n[ \t]+/g, " "))![1];
    await request(t.app)
      .post(new URL(url).pathname + new URL(url).search)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(204);

    const record = (await t.services.repositories.comments.findById(id))!;
    await t.services.replyNotices.authorReplied(record, { key: "note-2", content: "Mostly.", authorName: "The author" });
    expect(await mailsTo("oneclick@example.com")).toHaveLength(1);
  });

  it("answers a forged, mangled or missing token with a 4xx, and changes nothing", async () => {
    const id = await comment("forged@example.com", "Is the gateway solar powered?", true);
    const token = await t.services.replyNotices.stopToken(id);
    const forged = `${id}.${"A".repeat(43)}`;
    for (const bad of [forged, "no-dot", `.${token}`, token.slice(0, -1)]) {
      await request(t.app)
        .post(`${REPLY_NOTICES_STOP_PATH}?token=${encodeURIComponent(bad)}`)
        .expect(404);
      const pressed = await request(t.app).post(newsletterFormAction("stop-replies", bad)).type("form").send("").expect(303);
      expect(pressed.headers.location).toBe("/newsletter?replies=invalid");
    }
    for (const path of [
      REPLY_NOTICES_STOP_PATH,
      `${REPLY_NOTICES_STOP_PATH}/form`,
      `${REPLY_NOTICES_STOP_PATH}?token=${"x".repeat(201)}`,
    ]) {
      const res = await request(t.app).post(path).expect(400);
      expect(res.body).toHaveProperty("error");
    }
    expect((await t.services.repositories.comments.findById(id))?.notifyOnReply).toBe(true);
  });

  it("takes the box from the form a browser posts without JavaScript, ticked or not, and turns back a crafted value", async () => {
    const post_ = (fields: Record<string, string>) =>
      request(t.app)
        .post(commentFormAction(post.id))
        .type("form")
        .send({ authorName: "Nils", content: "About the clover cover crop.", ...fields })
        .expect(303);
    const ticked = await post_({ authorEmail: "form-ticked@example.com", notifyOnReply: "on" });
    expect(ticked.headers.location).toContain("comment=submitted");
    await post_({ authorEmail: "form-unticked@example.com" });
    const crafted = await post_({ authorEmail: "form-crafted@example.com", notifyOnReply: "yes please" });
    expect(crafted.headers.location).toContain("comment=failed");

    const stored = (await t.services.repositories.comments.listAll())
      .filter((found) => found.authorEmail.startsWith("form-"))
      .map(({ authorEmail, notifyOnReply }) => ({ authorEmail, notifyOnReply }))
      .sort((a, b) => a.authorEmail.localeCompare(b.authorEmail));
    expect(stored).toEqual([
      { authorEmail: "form-ticked@example.com", notifyOnReply: true },
      { authorEmail: "form-unticked@example.com", notifyOnReply: undefined },
    ]);
  });

  it("refuses anything but true or false for the box in the JSON API", async () => {
    const body = { authorName: "Jo", authorEmail: "jo@example.com", content: "Hello", notifyOnReply: "on" };
    const res = await request(t.app).post(`/api/blog-posts/${post.id}/comments`).send(body).expect(400);
    expect(res.body).toHaveProperty("error");
  });

  // Last: it stops this app's mail worker.
  it("skips a notice queued before the commenter stopped them, when its turn comes", async () => {
    const id = await comment("queued@example.com", "Do the probes need cleaning?", true);
    await t.services.mailWorker.stop();
    await reply(id, "Once a season.");
    const [queued] = await t.store.collection("mailQueue").find({ to: "queued@example.com" });
    expect(queued).toMatchObject({ kind: "replyNotice", status: "pending" });

    await request(t.app)
      .post(`${REPLY_NOTICES_STOP_PATH}?token=${encodeURIComponent(await t.services.replyNotices.stopToken(id))}`)
      .expect(204);
    await expect(t.services.replyNotices.compose(queued as never)).rejects.toThrow(/stopped/);
  });
});
