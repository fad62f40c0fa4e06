import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { FIELD_LIMITS } from "../../../shared/constants";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";
import { readable, startSmtpSink } from "../../test/smtp-sink";

const PUBLIC_URL = "https://furrow.example";
const ALT = "Rows of young maize under a drip line at dawn";

describe("the featured image's alt text", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  const publish = (title: string, extra: Record<string, unknown> = {}) =>
    admin
      .post("/api/admin/blog-posts")
      .send({ title, content: "Water slowly.", isPublished: true, featuredImage: "/uploads/maize-1200.jpg", ...extra })
      .expect(201);

  it("is saved with the post, kept when a save leaves it out, and cleared when sent empty", async () => {
    const post = (await publish("Drip lines in maize", { featuredImageAlt: `  ${ALT}  ` })).body;
    expect(post.featuredImageAlt).toBe(ALT);
    const kept = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: "Drip lines in maize", content: "Water slowly at dawn.", isPublished: true })
      .expect(200);
    expect(kept.body.featuredImageAlt).toBe(ALT);
    const publicView = await request(t.app).get(`/api/blog-posts/${post.slug}`).expect(200);
    expect(publicView.body.featuredImageAlt).toBe(ALT);
    const cleared = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: "Drip lines in maize", content: "Water slowly at dawn.", isPublished: true, featuredImageAlt: "" })
      .expect(200);
    expect(cleared.body.featuredImageAlt).toBe("");
  });

  it("refuses alt text longer than the limit with a 400 that names the field", async () => {
    const res = await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Too long", featuredImageAlt: "x".repeat(FIELD_LIMITS.imageAlt + 1) })
      .expect(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({ path: "body.featuredImageAlt", message: expect.stringMatching(/alt text/i) }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:/);
  });

  it("describes the share image in og:image:alt, twitter:image:alt and the JSON-LD image", async () => {
    const post = (await publish("Maize at dawn", { featuredImageAlt: ALT })).body;
    const document = new JSDOM((await request(t.app).get(`/blog/${post.slug}`).expect(200)).text).window.document;
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
    expect(meta("og:image")).toBe(`${PUBLIC_URL}/uploads/maize-1200.jpg`);
    expect(meta("og:image:alt")).toBe(ALT);
    expect(meta("twitter:image:alt")).toBe(ALT);
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((element) => JSON.parse(element.textContent!));
    const article = jsonLd.find((data) => data["@type"] === "BlogPosting");
    expect(article.image).toEqual([
      { "@type": "ImageObject", url: `${PUBLIC_URL}/uploads/maize-1200.jpg`, description: ALT, caption: ALT },
    ]);
  });

  it("leaves og:image:alt out when the author wrote none", async () => {
    const post = (await publish("Maize at noon")).body;
    const document = new JSDOM((await request(t.app).get(`/blog/${post.slug}`).expect(200)).text).window.document;
    expect(document.querySelector('meta[property="og:image:alt"]')).toBeNull();
  });

  it("gives the RSS item its picture with the alt text as its description", async () => {
    const post = (await publish("Maize in the feed", { featuredImageAlt: "Maize & beans, <intercropped>" })).body;
    const rss = new JSDOM((await request(t.app).get("/rss.xml").expect(200)).text, { contentType: "text/xml" }).window.document;
    const item = [...rss.getElementsByTagName("item")].find((entry) => entry.getElementsByTagName("title")[0].textContent === post.title)!;
    const media = item.getElementsByTagName("media:content")[0];
    expect(media.getAttribute("url")).toBe(`${PUBLIC_URL}/uploads/maize-1200.jpg`);
    expect(media.getElementsByTagName("media:description")[0].textContent).toBe("Maize & beans, <intercropped>");
  });

  it("counts each post's images without alt text for the SEO dashboard, the featured image and the body's", async () => {
    await publish("Two bare pictures", { content: '![](/uploads/a.jpg) and <img src="/uploads/b.png">\n\n`![](/uploads/code.png)`' });
    const overview = (await admin.get("/api/admin/seo-overview").expect(200)).body;
    const entry = overview.imagesWithoutAlt.find((post: { title: string }) => post.title === "Two bare pictures");
    expect(entry).toMatchObject({ count: 3 });
    expect(overview.imagesWithoutAlt.some((post: { title: string }) => post.title === "Maize at dawn")).toBe(false);
  });
});

describe("the newsletter's featured image", () => {
  it("carries the post's alt text", async () => {
    const sink = await startSmtpSink();
    const t = await startTestApp({
      env: { SMTP_URL: sink.url, MAIL_FROM: "Furrow <news@furrow.test>", PUBLIC_URL: "https://furrow.test" },
    });
    try {
      const admin = await adminAgent(t);
      await request(t.app).post("/api/newsletter/subscribe").send({ email: "ana@farm.example" }).expect(200);
      const subscriber = (await t.services.repositories.subscribers.findByEmail("ana@farm.example"))!;
      await t.services.repositories.subscribers.confirm(subscriber._id, new Date());
      await t.services.mailWorker.kick();
      sink.received.length = 0;
      await admin
        .post("/api/admin/blog-posts")
        .send({
          title: "Sorghum after rain",
          content: "Green again.",
          isPublished: true,
          featuredImage: "/uploads/sorghum-1200.jpg",
          featuredImageAlt: "Sorghum heads heavy with rain",
          newsletter: { send: true, content: "excerpt" },
        })
        .expect(201);
      await t.services.newsletterSends.prepare();
      await t.services.mailWorker.kick();
      const mail = readable(sink.received.find((received) => /Sorghum after rain/.test(readable(received.raw)))!.raw);
      expect(mail).toMatch(/<img src="https:\/\/furrow\.test\/uploads\/sorghum-1200\.jpg" alt="Sorghum heads heavy with rain"/);
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});
