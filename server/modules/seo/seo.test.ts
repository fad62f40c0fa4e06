import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { samplePosts } from "../../seed/sample-content";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const PUBLIC_URL = "https://furrow.example";
const published = samplePosts.filter((post) => post.isPublished);
const SHELL = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#2D5016" />
    <!--app-head-->
    <title>Furrow</title>
    <meta
      name="description"
      content="Default description."
    />
  </head><body><div id="root"></div></body></html>`;

function head(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (key: string) =>
    [...document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((element) => element.getAttribute("content"));
  return {
    document,
    titles: [...document.querySelectorAll("title")].map((element) => element.textContent),
    meta,
    one: (key: string) => {
      const values = meta(key);
      expect(values, key).toHaveLength(1);
      return values[0];
    },
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((element) => JSON.parse(element.textContent ?? "")),
    scripts: document.querySelectorAll("script:not([type='application/ld+json'])").length,
  };
}

function xml(text: string) {
  const document = new JSDOM(text, { contentType: "application/xml" }).window.document;
  expect(document.querySelector("parsererror")).toBeNull();
  return document;
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("what crawlers read", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL }, SHELL);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the home page its title, description, share tags and WebSite + Blog JSON-LD with a SearchAction", async () => {
    const page = head((await request(t.app).get("/").expect(200)).text);
    expect(page.titles).toEqual(["Furrow: Bridging Nature and Technology, One Data Point at a Time"]);
    expect(page.one("description")).toMatch(/precision farming/);
    expect(page.one("theme-color")).toBe("#2D5016");
    expect(page.one("keywords")).toContain("agricultural technology");
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.one("og:type")).toBe("website");
    expect(page.one("og:url")).toBe(`${PUBLIC_URL}/`);
    expect(page.one("og:image")).toMatch(new RegExp(`^${PUBLIC_URL}/api/og-image\\?`));
    expect(page.one("twitter:card")).toBe("summary_large_image");
    expect(page.jsonLd.map((data) => data["@type"])).toEqual(["WebSite", "Blog"]);
    // The hero picture is the largest paint: fetched before the script runs.
    expect(page.document.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href")).toBe("/images/hero.svg");
    expect(page.jsonLd[0].potentialAction).toMatchObject({ "@type": "SearchAction", "query-input": "required name=search_term_string" });
  });

  it("gives an article BlogPosting JSON-LD and article tags: times, author, tags and section", async () => {
    const sample = published[0];
    const page = head((await request(t.app).get(`/blog/${sample.slug}`).expect(200)).text);
    expect(page.titles).toEqual([`${sample.title} | Furrow`]);
    expect(page.one("description")).toBe(sample.excerpt);
    expect(page.canonical).toBe(`${PUBLIC_URL}/blog/${sample.slug}`);
    expect(page.one("og:type")).toBe("article");
    expect(page.one("og:title")).toBe(`${sample.title} | Furrow`);
    expect(page.one("article:published_time")).toBe(new Date(sample.createdAt).toISOString());
    expect(page.one("article:modified_time")).toEqual(expect.any(String));
    expect(page.one("article:author")).toBe("Mara Lindqvist");
    expect(page.one("article:section")).toBe(sample.category.name);
    expect(page.meta("article:tag")).toEqual(sample.tags);
    // The sample images are SVG, which social networks do not draw: the card is the drawn PNG.
    expect(page.one("og:image")).toBe(
      `${PUBLIC_URL}/api/og-image?title=${encodeURIComponent(sample.title).replace(/%20/g, "+")}&category=${encodeURIComponent(sample.category.name).replace(/%20/g, "+")}`,
    );
    const [posting] = page.jsonLd;
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: sample.title,
      author: { name: "Mara Lindqvist" },
      articleSection: sample.category.name,
    });
  });

  it("gives a tag page CollectionPage JSON-LD listing its posts", async () => {
    const page = head((await request(t.app).get("/tags/Soil%20Health").expect(200)).text);
    const expected = published.filter((post) => post.tags.includes("Soil Health"));
    expect(page.titles).toEqual(["Posts tagged Soil Health | Furrow"]);
    expect(page.canonical).toBe(`${PUBLIC_URL}/tags/Soil%20Health`);
    expect(page.jsonLd[0]["@type"]).toBe("CollectionPage");
    expect(page.jsonLd[0].mainEntity.itemListElement).toHaveLength(expected.length);
    expect(page.one("description")).toBe(
      `${expected.length} articles on Soil Health from Furrow, about agricultural technology and sustainable farming.`,
    );
  });

  it("keeps admin pages and missing pages out of search indexes", async () => {
    for (const path of ["/admin", "/create-post", "/og-test"]) {
      expect(head((await request(t.app).get(path).expect(200)).text).one("robots"), path).toBe("noindex, nofollow");
    }
    const missing = head((await request(t.app).get("/blog/nope").expect(404)).text);
    expect(missing.titles).toEqual(["Article Not Found | Furrow"]);
    expect(missing.one("robots")).toBe("noindex, nofollow");
  });

  it("keeps a hostile title as text in every tag", async () => {
    const hostile = `</title><script>alert(1)</script>"><img src=x onerror=alert(2)>`;
    const admin = await adminAgent(t);
    const post = (
      await admin
        .post("/api/admin/blog-posts")
        .send({
          title: hostile,
          content: "Body",
          excerpt: `"quoted" </script><script>alert(3)</script>`,
          tags: ["</script>"],
          isPublished: true,
        })
        .expect(201)
    ).body;
    const page = head((await request(t.app).get(`/blog/${post.slug}`).expect(200)).text);
    expect(page.titles).toEqual([`${hostile} | Furrow`]);
    expect(page.one("og:title")).toBe(`${hostile} | Furrow`);
    expect(page.scripts).toBe(0);
    expect(page.document.querySelectorAll("img")).toHaveLength(0);
    expect(page.jsonLd[0].headline).toBe(hostile);
    expect(page.jsonLd[0].description).toContain("</script>");
    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
  });

  it("lists every published post with its lastmod, the tag pages, home and /posts in the sitemap", async () => {
    const document = xml((await request(t.app).get("/sitemap.xml").expect(200).expect("Content-Type", /xml/)).text);
    const locations = [...document.getElementsByTagName("loc")].map((element) => element.textContent);
    const postUrls = locations.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/blog/`));
    expect(postUrls.sort()).toEqual(published.map((post) => `${PUBLIC_URL}/blog/${post.slug}`).sort());
    expect(locations).toContain(`${PUBLIC_URL}/`);
    expect(locations).toContain(`${PUBLIC_URL}/posts`);
    expect(locations).toContain(`${PUBLIC_URL}/tags/Soil%20Health`);
    const blogEntries = [...document.getElementsByTagName("url")].filter((url) =>
      url.getElementsByTagName("loc")[0].textContent?.includes("/blog/"),
    );
    expect(blogEntries.every((url) => /^\d{4}-\d\d-\d\dT/.test(url.getElementsByTagName("lastmod")[0]?.textContent ?? ""))).toBe(true);
  });

  it("publishes an RSS 2.0 feed with the published posts in full, newest first", async () => {
    const document = xml(
      (
        await request(t.app)
          .get("/rss.xml")
          .expect(200)
          .expect("Content-Type", /rss\+xml/)
      ).text,
    );
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(published.length);
    const first = items[0];
    expect(first.getElementsByTagName("title")[0].textContent).toBe(
      [...published].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0].title,
    );
    expect(first.getElementsByTagName("content:encoded")[0].textContent).toMatch(/<h2 id="/);
  });

  it("keeps the feed to the newest 50 posts, while the sitemap and llms.txt still list every published post", async () => {
    const author = { author: { name: "A", avatar: "", bio: "" } };
    const added = [];
    for (let n = 1; n <= 50; n++)
      added.push(
        await t.services.posts.create(
          { title: `Field note number ${n}`, content: `Note ${n}.`, excerpt: "", tags: [], isPublished: true },
          author,
        ),
      );
    const draft = await t.services.posts.create(
      { title: "A draft the feed must not show", content: "Not yet.", excerpt: "", tags: [], isPublished: false },
      author,
    );
    try {
      const items = [...xml((await request(t.app).get("/rss.xml").expect(200)).text).getElementsByTagName("item")];
      expect(items.map((item) => item.getElementsByTagName("title")[0].textContent)).toEqual(added.map((post) => post.title).reverse());
      const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
      for (const post of [...published, ...added]) expect(sitemap).toContain(`${PUBLIC_URL}/blog/${post.slug}<`);
      const llms = (await request(t.app).get("/llms.txt").expect(200)).text;
      expect(llms.match(/^- \[.*\]\(https:\/\/furrow\.example\/blog\//gm)).toHaveLength(published.length + added.length);
    } finally {
      for (const post of [...added, draft]) await t.services.posts.delete(post._id);
    }
  });

  it("welcomes the AI crawlers in robots.txt, keeps admin out, and points at the sitemap", async () => {
    const text = (
      await request(t.app)
        .get("/robots.txt")
        .expect(200)
        .expect("Content-Type", /text\/plain/)
    ).text;
    for (const bot of ["GPTBot", "Claude-Web", "PerplexityBot", "CCBot", "YouBot", "Applebot"])
      expect(text).toContain(`User-agent: ${bot}\nAllow: /`);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/admin");
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("lists the published posts in llms.txt for answer engines", async () => {
    const text = (await request(t.app).get("/llms.txt").expect(200)).text;
    expect(text.match(/^- \[.*\]\(https:\/\/furrow\.example\/blog\//gm)).toHaveLength(published.length);
    expect(text).not.toContain(samplePosts.find((post) => !post.isPublished)!.slug);
  });

  it("serves the site's JSON-LD, or a post's with ?slug=", async () => {
    const site = (await request(t.app).get("/api/structured-data").expect(200)).body;
    expect(site.map((data: { "@type": string }) => data["@type"])).toEqual(["WebSite", "Blog"]);
    const post = (await request(t.app).get(`/api/structured-data?slug=${published[1].slug}`).expect(200)).body;
    expect(post[0]).toMatchObject({ "@type": "BlogPosting", headline: published[1].title });
    await request(t.app).get("/api/structured-data?slug=nope").expect(404);
  });

  describe("the share image", () => {
    it.each([
      ["a title and category", "?title=Reading%20NDVI%20maps&category=Precision%20Farming"],
      ["a 500-character title", `?title=${encodeURIComponent("Soil carbon ".repeat(42).slice(0, 500))}`],
      ["no title at all", ""],
      ["an empty title", "?title=&category="],
    ])("is a 1200x630 PNG for %s", async (_name, query) => {
      const res = await request(t.app)
        .get(`/api/og-image${query}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
        .expect("Content-Type", "image/png");
      expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    });

    it("is cached by HTTP: an ETag, a long max-age, and 304 on a repeat", async () => {
      const first = await request(t.app).get("/api/og-image?title=Cache%20me").expect(200);
      expect(first.headers["cache-control"]).toMatch(/public, max-age=604800/);
      await request(t.app).get("/api/og-image?title=Cache%20me").set("If-None-Match", first.headers.etag).expect(304);
    });

    it("refuses unknown parameters", async () => {
      await request(t.app).get("/api/og-image?size=huge").expect(400);
    });
  });
});
