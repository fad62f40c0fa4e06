import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { readSamplePostMarkdown, samplePosts } from "../../seed/sample-content";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const PUBLIC_URL = "https://furrow.example";
const published = samplePosts.filter((post) => post.isPublished);
const draft = samplePosts.find((post) => !post.isPublished)!;

describe("Markdown copies for answer engines", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  it("serves each published article as Markdown with its title, canonical address and dates on top", async () => {
    const post = published[0];
    const res = await request(t.app)
      .get(`/blog/${post.slug}.md`)
      .expect(200)
      .expect("Content-Type", /^text\/markdown/);
    const [, front, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(res.text)!;
    expect(front).toContain(`title: ${JSON.stringify(post.title)}`);
    expect(front).toContain(`canonical: ${PUBLIC_URL}/blog/${post.slug}`);
    expect(front).toMatch(/^published: \d{4}-\d\d-\d\dT/m);
    expect(front).toMatch(/^updated: \d{4}-\d\d-\d\dT/m);
    expect(body.startsWith(`# ${post.title}\n\n`)).toBe(true);
    expect(body).toContain(readSamplePostMarkdown(post.slug).trim());
  });

  it("never serves a draft's copy, answers 404 for an unknown post, and sends an old address on", async () => {
    await request(t.app).get(`/blog/${draft.slug}.md`).expect(404);
    await request(t.app).get("/blog/no-such-post.md").expect(404);
    const admin = await adminAgent(t);
    const post = (await admin.get(`/api/blog-posts/${published[1].slug}`).expect(200)).body;
    const source = (await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body;
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: source.title,
        content: source.markdown,
        excerpt: source.excerpt,
        tags: source.tags,
        isPublished: true,
        slug: "renamed-for-markdown",
        baseVersion: source.version,
      })
      .expect(200);
    const moved = await request(t.app).get(`/blog/${published[1].slug}.md`).expect(301);
    expect(moved.headers.location).toBe("/blog/renamed-for-markdown.md");
  });

  it("is linked from every article's head as its text/markdown alternate", async () => {
    const post = published[2];
    const html = (await request(t.app).get(`/blog/${post.slug}`).expect(200)).text;
    const links = [...new JSDOM(html).window.document.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(links).toEqual([`${PUBLIC_URL}/blog/${post.slug}.md`]);
  });

  it("is what llms.txt links, and llms-full.txt holds every published article's Markdown and no draft", async () => {
    const llms = (await request(t.app).get("/llms.txt").expect(200)).text;
    const linked = [...llms.matchAll(/\]\((https:\/\/furrow\.example\/blog\/[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked).toHaveLength(published.length);
    const full = (await request(t.app).get("/llms-full.txt").expect(200)).text;
    for (const url of linked) {
      const copy = (await request(t.app).get(url.replace(PUBLIC_URL, "")).expect(200)).text;
      expect(full).toContain(copy.trim());
    }
    expect(full).not.toContain(draft.title);
    expect(full).toContain(`${llms.split("\n")[0]}\n`);
  });

  it("puts each article's full HTML in the RSS feed", async () => {
    const rss = (await request(t.app).get("/rss.xml").expect(200)).text;
    const post = (await request(t.app).get(`/api/blog-posts/${published[3].slug}`).expect(200)).body;
    expect(rss).toContain(`<content:encoded><![CDATA[${post.content}]]></content:encoded>`);
  });
});
