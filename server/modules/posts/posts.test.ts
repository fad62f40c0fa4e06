import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { PostCard, PostDetail } from "../../../shared/types";
import { samplePosts } from "../../seed/sample-content";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const published = samplePosts.filter((post) => post.isPublished);
const newestFirst = [...published].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const draft = samplePosts.find((post) => !post.isPublished)!;

describe("public posts API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  describe("the latest list", () => {
    it("lists published posts newest first with the total in X-Total-Count", async () => {
      const res = await request(t.app).get("/api/blog-posts?limit=6&offset=0").expect(200);
      expect(res.headers["x-total-count"]).toBe(String(published.length));
      expect(res.body.map((post: PostCard) => post.slug)).toEqual(newestFirst.slice(0, 6).map((post) => post.slug));
    });

    it("pages with offset, never showing a draft", async () => {
      const res = await request(t.app).get("/api/blog-posts?limit=100&offset=6").expect(200);
      expect(res.body.map((post: PostCard) => post.slug)).toEqual(newestFirst.slice(6).map((post) => post.slug));
      const all = await request(t.app).get("/api/blog-posts?limit=100").expect(200);
      expect(all.body.some((post: PostCard) => post.slug === draft.slug)).toBe(false);
    });

    it("sends card fields only, never the body or markdown", async () => {
      const res = await request(t.app).get("/api/blog-posts?limit=6").expect(200);
      for (const post of res.body) {
        expect(Object.keys(post).sort()).toEqual(
          [
            "author",
            "category",
            "createdAt",
            "excerpt",
            "featuredImage",
            "featuredImageAlt",
            "id",
            "isFeatured",
            "isPublished",
            "publishedAt",
            "readTime",
            "slug",
            "tags",
            "title",
            "updatedAt",
          ].sort(),
        );
      }
      expect(JSON.stringify(res.body).length).toBeLessThan(8_000);
    });

    it.each(["0", "101", "-1", "abc", "1.5"])("rejects limit=%s with a 400 that names the field", async (limit) => {
      const res = await request(t.app).get(`/api/blog-posts?limit=${limit}`).expect(400);
      expect(res.body.error).toEqual(expect.any(String));
      expect(res.body.details[0].path).toBe("query.limit");
    });

    it("rejects unknown query parameters and operator objects", async () => {
      await request(t.app).get("/api/blog-posts?sort=title").expect(400);
      await request(t.app).get("/api/blog-posts?limit[$gt]=1").expect(400);
    });

    it("filters by tag case-insensitively", async () => {
      const tag = "Soil Health";
      const expected = published
        .filter((post) => post.tags.includes(tag))
        .map((post) => post.slug)
        .sort();
      const res = await request(t.app)
        .get(`/api/blog-posts?limit=100&tag=${encodeURIComponent("soil HEALTH")}`)
        .expect(200);
      expect(res.body.map((post: PostCard) => post.slug).sort()).toEqual(expected);
      expect(res.headers["x-total-count"]).toBe(String(expected.length));
    });

    it("filters by a case-insensitive substring of the title, excerpt or any tag, paging the matches", async () => {
      const needle = "soil";
      const expected = newestFirst
        .filter((post) => [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle)))
        .map((post) => post.slug);
      expect(expected.length).toBeGreaterThan(2);
      const first = await request(t.app).get("/api/blog-posts?limit=2&q=SOIL").expect(200);
      expect(first.headers["x-total-count"]).toBe(String(expected.length));
      expect(first.body.map((post: PostCard) => post.slug)).toEqual(expected.slice(0, 2));
      const rest = await request(t.app).get("/api/blog-posts?limit=100&offset=2&q=soil").expect(200);
      expect(rest.body.map((post: PostCard) => post.slug)).toEqual(expected.slice(2));
    });

    it("treats regex characters in the filter as plain text", async () => {
      const res = await request(t.app)
        .get(`/api/blog-posts?limit=10&q=${encodeURIComponent(".*(")}`)
        .expect(200);
      expect(res.body).toEqual([]);
    });

    it("answers 304 when the list has not changed", async () => {
      const first = await request(t.app).get("/api/blog-posts?limit=6").expect(200);
      await request(t.app).get("/api/blog-posts?limit=6").set("If-None-Match", first.headers.etag).expect(304);
    });
  });

  it("lists every tag of the published posts with its count, sorted by name", async () => {
    const res = await request(t.app).get("/api/blog-posts/tags").expect(200);
    const counts = new Map<string, number>();
    for (const post of published) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const expected = [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
    expect(res.body).toEqual(expected);
  });

  it("never gives a post a slug that an API path already uses", async () => {
    const post = await t.services.posts.create(
      { title: "Search", content: "x", excerpt: "", tags: [], isPublished: true },
      { author: { name: "A", avatar: "", bio: "" } },
    );
    expect(post.slug).toBe("search-2");
    expect((await request(t.app).get("/api/blog-posts/search-2").expect(200)).body.title).toBe("Search");
    await t.services.posts.delete(post._id);
  });

  it("lists the featured published posts", async () => {
    const res = await request(t.app).get("/api/blog-posts/featured").expect(200);
    const expected = published
      .filter((post) => post.isFeatured)
      .map((post) => post.slug)
      .sort();
    expect(res.body.map((post: PostCard) => post.slug).sort()).toEqual(expected);
    expect(res.body.every((post: PostCard) => post.isFeatured)).toBe(true);
  });

  describe("a single post", () => {
    it("is found by slug with its sanitized HTML, read time and heading ids", async () => {
      const sample = newestFirst[0];
      const res = await request(t.app).get(`/api/blog-posts/${sample.slug}`).expect(200);
      const post = res.body as PostDetail;
      expect(post.title).toBe(sample.title);
      expect(post.content).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(post.content).not.toMatch(/<script/i);
      expect(post.readTime).toBeGreaterThanOrEqual(3);
      expect(post.author.bio).toEqual(expect.any(String));
      expect(post).not.toHaveProperty("markdown");
    });

    it("is found by id too", async () => {
      const [card] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body;
      const res = await request(t.app).get(`/api/blog-posts/${card.id}`).expect(200);
      expect(res.body.slug).toBe(card.slug);
    });

    it("answers a JSON 404 for an unknown slug", async () => {
      const res = await request(t.app).get("/api/blog-posts/no-such-article").expect(404);
      expect(res.body).toEqual({ error: "Post not found", requestId: res.headers["x-request-id"] });
    });

    it("hides a draft from readers but shows it to the signed-in admin", async () => {
      await request(t.app).get(`/api/blog-posts/${draft.slug}`).expect(404);
      const admin = await adminAgent(t);
      const res = await admin.get(`/api/blog-posts/${draft.slug}`).expect(200);
      expect(res.body.isPublished).toBe(false);
    });
  });

  describe("related posts", () => {
    it("returns up to 3 published posts sharing a tag, most shared first, never the post itself", async () => {
      const sample = newestFirst[2];
      const post = (await request(t.app).get(`/api/blog-posts/${sample.slug}`).expect(200)).body as PostDetail;
      const related = (await request(t.app).get(`/api/blog-posts/${post.id}/related`).expect(200)).body as PostCard[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      const own = new Set(post.tags.map((tag) => tag.toLowerCase()));
      const shared = related.map((card) => card.tags.filter((tag) => own.has(tag.toLowerCase())).length);
      expect(shared.every((count) => count >= 1)).toBe(true);
      expect([...shared].sort((a, b) => b - a)).toEqual(shared);
      expect(related.some((card) => card.id === post.id)).toBe(false);
      expect(related.some((card) => card.slug === draft.slug)).toBe(false);
      // No candidate left out shares more tags than the weakest one chosen.
      const all = (await request(t.app).get("/api/blog-posts?limit=100").expect(200)).body as PostCard[];
      const best = all
        .filter((card) => card.id !== post.id)
        .map((card) => card.tags.filter((tag) => own.has(tag.toLowerCase())).length)
        .sort((a, b) => b - a)
        .slice(0, 3);
      expect(shared).toEqual(best.filter((count) => count > 0));
    });

    it("answers 404 for an unknown post", async () => {
      await request(t.app).get("/api/blog-posts/unknownid123/related").expect(404);
    });
  });

  describe("search", () => {
    it("finds posts by title, tag and body words, best match first", async () => {
      const res = await request(t.app).get("/api/blog-posts/search?q=NDVI").expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body[0].slug).toBe("reading-ndvi-maps-without-fooling-yourself");
    });

    it("forgives one typo", async () => {
      const exact = (await request(t.app).get("/api/blog-posts/search?q=agrivoltaics").expect(200)).body as PostCard[];
      const typo = (await request(t.app).get("/api/blog-posts/search?q=agrivoltiacs").expect(200)).body as PostCard[];
      expect(exact[0]?.slug).toBe("agrivoltaics-sharing-sunlight");
      expect(typo[0]?.slug).toBe("agrivoltaics-sharing-sunlight");
      const missingLetter = (await request(t.app).get("/api/blog-posts/search?q=lorawn").expect(200)).body as PostCard[];
      expect(missingLetter[0]?.slug).toBe("lorawan-on-the-farm");
    });

    it("answers an empty list under 3 characters and for nonsense", async () => {
      expect((await request(t.app).get("/api/blog-posts/search?q=ab").expect(200)).body).toEqual([]);
      expect((await request(t.app).get("/api/blog-posts/search?q=zzqxjv").expect(200)).body).toEqual([]);
    });

    it("never returns a draft", async () => {
      const res = await request(t.app)
        .get(`/api/blog-posts/search?q=${encodeURIComponent(draft.title)}`)
        .expect(200);
      expect(res.body.some((post: PostCard) => post.slug === draft.slug)).toBe(false);
    });

    it("sees a new post at once, and forgets a deleted one", async () => {
      const created = await t.services.posts.create(
        {
          title: "Hyperspectral lettuce tipburn detection",
          content: "A study of **tipburn** in glasshouse lettuce.",
          excerpt: "",
          tags: [],
          isPublished: true,
        },
        { author: { name: "Test", avatar: "", bio: "" } },
      );
      const found = (await request(t.app).get("/api/blog-posts/search?q=tipburn").expect(200)).body as PostCard[];
      expect(found.map((post) => post.id)).toContain(created._id);
      await t.services.posts.delete(created._id);
      const after = (await request(t.app).get("/api/blog-posts/search?q=tipburn").expect(200)).body as PostCard[];
      expect(after.map((post) => post.id)).not.toContain(created._id);
    });
  });

  it("serves the author's public profile without any e-mail address", async () => {
    const res = await request(t.app).get("/api/profile").expect(200);
    expect(res.body.name).toBe("Mara Lindqvist");
    expect(res.body.linkedinUrl).toMatch(/^https:\/\/(www\.)?linkedin\.com\//);
    expect(JSON.stringify(res.body)).not.toMatch(/@[a-z]+\.[a-z]/i);
  });
});
