import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { readable, startSmtpSink, type ReceivedMail } from "../../test/smtp-sink";

/** A header's value, unfolded: long ones continue on lines that start with a space. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "mi")
    .exec(mail.raw)?.[1]
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();

describe("sending a post to the subscribers", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  const confirmed = ["ana@farm.example", "ben@farm.example", "cy@farm.example", "dee@farm.example"];

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: "Furrow <news@furrow.test>", PUBLIC_URL: "https://furrow.test" } });
    admin = await adminAgent(t);
    const { subscribers } = t.services.repositories;
    for (const email of [...confirmed, "pending@farm.example", "gone@farm.example"]) {
      await request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
      const record = (await subscribers.findByEmail(email))!;
      if (confirmed.includes(email)) await subscribers.confirm(record._id, new Date());
      if (email === "gone@farm.example") await subscribers.unsubscribe(record._id, new Date());
    }
    await t.services.mailWorker.kick();
    sink.received.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const sendAll = async () => {
    await t.services.newsletterSends.prepare();
    await t.services.mailWorker.kick();
  };
  const newsletters = () => sink.received.filter((mail) => !/Confirm your subscription/.test(mail.raw));
  const publish = (title: string, newsletter?: { send: boolean; content: "excerpt" | "full" }) =>
    admin
      .post("/api/admin/blog-posts")
      .send({
        title,
        content: "## Field notes\n\nThe **whole** post, with [a link](/posts) and ![a picture](/uploads/x-480.webp).",
        excerpt: "The excerpt only.",
        isPublished: true,
        featuredImage: "/images/hero.svg",
        newsletter,
      })
      .expect(201);

  it("sends a newly published post once to every confirmed subscriber, each with both unsubscribe headers", async () => {
    const post = (await publish("Cover crops in a dry year", { send: true, content: "full" })).body;
    await sendAll();
    const mails = newsletters();
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([...confirmed].sort());

    const mail = mails[0];
    expect(header(mail, "Subject")).toBe("Cover crops in a dry year");
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const listUnsubscribe = header(mail, "List-Unsubscribe")!;
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/furrow\.test\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:news@furrow\.test\?subject=unsubscribe>$/,
    );
    const body = readable(mail.raw);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain('<img src="https://furrow.test/images/hero.svg"');
    expect(body).toContain("<strong>whole</strong>");
    expect(body).toContain('src="https://furrow.test/uploads/x-480.webp"');
    // The article is reached through the site's click link, which sends the reader on to it.
    const clickLink = /https:\/\/furrow\.test(\/l\/[\w.-]+)/.exec(body)![1];
    expect((await request(t.app).get(clickLink).expect(302)).headers.location).toBe(`https://furrow.test/blog/${post.slug}`);

    // Each reader's link is their own.
    const links = new Set(mails.map((received) => header(received, "List-Unsubscribe")));
    expect(links.size).toBe(confirmed.length);

    const sends = (await admin.get("/api/admin/newsletter/sends").expect(200)).body;
    expect(sends[0]).toMatchObject({
      postTitle: "Cover crops in a dry year",
      content: "full",
      preparing: false,
      queued: 4,
      sent: 4,
      failed: 0,
      pending: 0,
      skipped: 0,
    });

    // Saving the post again sends nothing more.
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: "Cover crops in a dry year, revised",
        content: "More",
        isPublished: true,
        newsletter: { send: true, content: "full" },
      })
      .expect(200);
    await sendAll();
    expect(newsletters()).toHaveLength(4);
  });

  it("unsubscribes with the one-click POST a mail client makes to the List-Unsubscribe address", async () => {
    const mail = newsletters().find((received) => received.to.includes("dee@farm.example"))!;
    const url = new URL(/<(https:[^>]+)>/.exec(header(mail, "List-Unsubscribe")!)![1]);
    await request(t.app)
      .post(url.pathname + url.search)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(204);
    expect((await t.services.repositories.subscribers.findByEmail("dee@farm.example"))?.status).toBe("unsubscribed");
  });

  it("sends the excerpt when that is the choice, and nothing for a post published without sending or published before", async () => {
    sink.received.length = 0;
    await publish("Quiet post");
    const draft = (
      await admin.post("/api/admin/blog-posts").send({ title: "Published before", content: "x", isPublished: true }).expect(201)
    ).body;
    await admin
      .patch(`/api/admin/blog-posts/${draft.id}`)
      .send({ title: "Published before", content: "x", isPublished: true, newsletter: { send: true, content: "full" } })
      .expect(200);
    expect((await admin.get(`/api/admin/blog-posts/${draft.id}`).expect(200)).body.newsletter).toBeNull();
    await sendAll();
    expect(newsletters()).toEqual([]);

    await publish("Just the excerpt", { send: true, content: "excerpt" });
    await sendAll();
    const mails = newsletters();
    expect(mails).toHaveLength(3);
    expect(readable(mails[0].raw)).toContain("The excerpt only.");
    expect(readable(mails[0].raw)).not.toContain("<strong>whole</strong>");
  });

  it("cannot be made to add a header or a recipient through a post's title", async () => {
    sink.received.length = 0;
    await publish("Soil notes\r\nBcc: everyone@elsewhere.example\r\nX-Injected: yes", { send: true, content: "excerpt" });
    await sendAll();
    const mails = newsletters();
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(["ana@farm.example", "ben@farm.example", "cy@farm.example"]);
    for (const mail of mails) {
      const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).not.toMatch(/^X-Injected:/im);
    }
  });

  it("shows a refused delivery as failed with the server's reason, and retries it on request", async () => {
    sink.received.length = 0;
    sink.refuse(550);
    const post = (await publish("Refused at first", { send: true, content: "excerpt" })).body;
    await sendAll();
    let [send] = (await admin.get("/api/admin/newsletter/sends").expect(200)).body;
    expect(send).toMatchObject({ postId: post.id, failed: 3, sent: 0, lastError: expect.stringMatching(/550|No such mailbox/) });
    const failure = await t.store.collection("mailQueue").findOne({ sendId: post.id, status: "failed" });
    expect((failure as unknown as { lastError: string }).lastError).toMatch(/550|No such mailbox/);

    sink.refuse(null);
    expect((await admin.post(`/api/admin/newsletter/sends/${post.id}/retry`).expect(200)).body).toEqual({ retried: 3 });
    await t.services.mailWorker.kick();
    [send] = (await admin.get("/api/admin/newsletter/sends").expect(200)).body;
    expect(send).toMatchObject({ failed: 0, sent: 3, pending: 0, lastError: null });
    await admin.post("/api/admin/newsletter/sends/no-such-send/retry").expect(404);
    await request(t.app).get("/api/admin/newsletter/sends").expect(401);
  });

  it("skips a reader who left the list after the send was queued", async () => {
    sink.received.length = 0;
    // The server defers everything at first, so the deliveries wait in the queue.
    sink.refuse(421);
    const post = (await publish("Left in between", { send: true, content: "excerpt" })).body;
    await sendAll();
    expect((await admin.get("/api/admin/newsletter/sends").expect(200)).body[0]).toMatchObject({ postId: post.id, pending: 3 });
    const ana = (await t.services.repositories.subscribers.findByEmail("ana@farm.example"))!;
    await t.services.repositories.subscribers.unsubscribe(ana._id, new Date());

    // Time passes: the retries fall due and the server accepts again.
    sink.refuse(null);
    await t.store.collection("mailQueue").updateMany({ sendId: post.id }, { $set: { nextAttemptAt: new Date(0) } });
    await t.services.mailWorker.kick();
    expect(
      newsletters()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(["ben@farm.example", "cy@farm.example"]);
    const [send] = (await admin.get("/api/admin/newsletter/sends").expect(200)).body;
    expect(send).toMatchObject({ postId: post.id, sent: 2, skipped: 1, pending: 0 });
  });
});
