import { JSDOM } from "jsdom";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, SeoOverview } from "../../../shared/types";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";
import { AI_CRAWLERS } from "./crawler-files";

const PUBLIC_URL = "https://furrow.example";

/** Elements of an XML document, counted by a real XML parser rather than the server's own counting. */
function countXml(text: string, selector: string): number {
  const document = new JSDOM(text, { contentType: "application/xml" }).window.document;
  expect(document.querySelector("parsererror")).toBeNull();
  return document.getElementsByTagName(selector).length;
}

/** Every "@type" in the JSON-LD blocks of a page's HTML. */
function jsonLdTypesOf(html: string): string[] {
  const scripts = new JSDOM(html).window.document.querySelectorAll('script[type="application/ld+json"]');
  return [...scripts].flatMap((script) => [...(script.textContent ?? "").matchAll(/"@type":"([^"]+)"/g)].map((match) => match[1]));
}

describe("the SEO dashboard's live figures (GET /api/admin/seo-overview)", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;

  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = async () =>
    (await admin.get("/api/admin/seo-overview").expect(200).expect("Cache-Control", "no-store")).body as SeoOverview;
  const sitemapUrls = async () => countXml((await request(t.app).get("/sitemap.xml").expect(200)).text, "url");
  const rssItems = async () => countXml((await request(t.app).get("/rss.xml").expect(200)).text, "item");

  it("answers 401 to a visitor who is not signed in, and tells nothing", async () => {
    const res = await request(t.app).get("/api/admin/seo-overview").expect(401);
    expect(res.body.error).toBe("Sign in required");
    expect(res.body).not.toHaveProperty("sitemapUrls");
  });

  it("counts the sitemap's URLs and the feed's items exactly as crawlers receive them", async () => {
    const figures = await overview();
    expect(figures.sitemapUrls).toBeGreaterThan(2);
    expect(figures.sitemapUrls).toBe(await sitemapUrls());
    expect(figures.rssPosts).toBeGreaterThan(0);
    expect(figures.rssPosts).toBe(await rssItems());
    expect(new Date(figures.generatedAt).getTime()).not.toBeNaN();
  });

  it("lists the AI crawlers robots.txt lets in, each named there with Allow: /", async () => {
    const figures = await overview();
    expect(figures.aiBotsAllowed).toEqual([...AI_CRAWLERS]);
    const robots = (await request(t.app).get("/robots.txt").expect(200)).text;
    for (const bot of figures.aiBotsAllowed) expect(robots).toMatch(new RegExp(`User-agent: ${bot}\\nAllow: /\\n`));
  });

  it("names the JSON-LD types the home page, the newest post and a tag page carry", async () => {
    const figures = await overview();
    const [newest] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body as { slug: string }[];
    const [tag] = (await request(t.app).get("/api/blog-posts/tags").expect(200)).body as { name: string }[];
    const onPages = new Set<string>();
    for (const path of ["/", `/blog/${newest.slug}`, `/tags/${encodeURIComponent(tag.name)}`]) {
      for (const type of jsonLdTypesOf((await request(t.app).get(path).expect(200)).text)) onPages.add(type);
    }
    expect(new Set(figures.schemaTypes)).toEqual(onPages);
    expect(figures.schemaTypes).toEqual(expect.arrayContaining(["WebSite", "Blog", "BlogPosting", "CollectionPage"]));
    expect(new Set(figures.schemaTypes).size).toBe(figures.schemaTypes.length);
  });

  it("agrees with the admin's post counts, and every indexable page is in the sitemap", async () => {
    const figures = await overview();
    const stats = (await admin.get("/api/admin/stats").expect(200)).body as AdminStats;
    expect(figures.publishedPosts).toBe(stats.published);
    expect(figures.totalPosts).toBe(stats.posts);
    expect(figures.pages).toBe(figures.sitemapUrls);
  });

  it("moves with the content: a draft adds to the total only, publishing it adds a page, a feed item and its new tag page", async () => {
    const before = await overview();
    const draft = {
      title: "Hedgerow beetle counts",
      content: "Counting **beetles** along the hedge.",
      excerpt: "",
      tags: ["Beetle Banks"],
      isPublished: false,
    };
    const created = (await admin.post("/api/admin/blog-posts").send(draft).expect(201)).body as { id: string };

    const drafted = await overview();
    expect(drafted).toMatchObject({
      totalPosts: before.totalPosts + 1,
      publishedPosts: before.publishedPosts,
      sitemapUrls: before.sitemapUrls,
      rssPosts: before.rssPosts,
    });

    await admin
      .patch(`/api/admin/blog-posts/${created.id}`)
      .send({ ...draft, isPublished: true, baseVersion: 1 })
      .expect(200);
    const published = await overview();
    expect(published).toMatchObject({
      totalPosts: before.totalPosts + 1,
      publishedPosts: before.publishedPosts + 1,
      rssPosts: before.rssPosts + 1,
      // The post's own page and the page of its new tag.
      sitemapUrls: before.sitemapUrls + 2,
      pages: before.pages + 2,
    });
    expect(published.sitemapUrls).toBe(await sitemapUrls());
    expect(published.rssPosts).toBe(await rssItems());

    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(204);
    expect(await overview()).toMatchObject({ totalPosts: before.totalPosts, sitemapUrls: before.sitemapUrls, rssPosts: before.rssPosts });
  });
});

describe("the SEO dashboard's live figures on an empty blog", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("counts home and /posts as the only pages and still names the home page's schemas", async () => {
    const admin = await adminAgent(t);
    const figures = (await admin.get("/api/admin/seo-overview").expect(200)).body as SeoOverview;
    expect(figures).toMatchObject({ sitemapUrls: 2, rssPosts: 0, publishedPosts: 0, totalPosts: 0, pages: 2 });
    expect(figures.schemaTypes).toEqual(expect.arrayContaining(["WebSite", "Blog"]));
    expect(figures.schemaTypes).not.toContain("BlogPosting");
  });
});
