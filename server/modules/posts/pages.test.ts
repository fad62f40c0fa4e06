import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminPost, PostCard } from "../../../shared/types";
import { RESERVED_PAGE_SLUGS } from "../../../shared/page-addresses";
import { PAGE_ROUTES } from "../../../shared/routes";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const page = (fields: Record<string, unknown> = {}) => ({
  kind: "page",
  title: "About the farm",
  content: "We grow **barley** on sandy loam.",
  excerpt: "Who writes Furrow, and from where.",
  // A page has none of these: the server drops what a request sends anyway.
  tags: ["Irrigation"],
  isFeatured: true,
  newsletter: { send: true, content: "full" },
  isPublished: true,
  ...fields,
});

describe("pages: written in the editor, at /{slug}, in no list or feed", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  let about: AdminPost;
  let aPostSlug: string;

  beforeAll(async () => {
    t = await startSeededAppWithShell({});
    admin = await adminAgent(t);
    about = (
      await admin
        .post("/api/admin/blog-posts")
        .send(page({ slug: "about" }))
        .expect(201)
    ).body;
    aPostSlug = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body[0].slug;
  });
  afterAll(() => t.close());

  it("is stored as a page with its own slug, and no tags, featuring or newsletter", () => {
    expect(about).toMatchObject({ kind: "page", slug: "about", tags: [], isFeatured: false, newsletter: null, isPublished: true });
  });

  it("is served at /{slug} with its head, and by GET /api/pages/{slug}; an unknown slug stays the 404 page", async () => {
    const html = (await request(t.app).get("/about").expect(200)).text;
    expect(html).toContain('<title data-rh="true">About the farm | Furrow</title>');
    expect(html).toContain(`<link data-rh="true" rel="canonical" href="${t.config.publicUrl}/about" />`);
    expect((await request(t.app).get("/api/pages/about").expect(200)).body).toMatchObject({ id: about.id, kind: "page" });
    await request(t.app).get("/no-such-page").expect(404);
    await request(t.app).get("/api/pages/no-such-page").expect(404);
    // An article's address is not a page's, nor a page's an article's.
    await request(t.app).get(`/api/pages/${aPostSlug}`).expect(404);
    await request(t.app).get(`/${aPostSlug}`).expect(404);
    expect((await request(t.app).get("/blog/about").expect(301)).headers.location).toBe("/about");
  });

  it("is in no public list: latest, featured, tags, tag pages, RSS, llms-full.txt", async () => {
    const ids = (cards: PostCard[]) => cards.map((card) => card.id);
    expect(ids((await request(t.app).get("/api/blog-posts?limit=100").expect(200)).body)).not.toContain(about.id);
    expect(ids((await request(t.app).get("/api/blog-posts/featured").expect(200)).body)).not.toContain(about.id);
    expect(ids((await request(t.app).get("/api/blog-posts?tag=Irrigation&limit=100").expect(200)).body)).not.toContain(about.id);
    const rss = (await request(t.app).get("/rss.xml").expect(200)).text;
    expect(rss).not.toContain("About the farm");
    expect((await request(t.app).get("/llms-full.txt").expect(200)).text).not.toContain("About the farm");
    await request(t.app).get("/blog/about.md").expect(404);
  });

  it("is in the sitemap, llms.txt and the site search, marked as a page", async () => {
    expect((await request(t.app).get("/sitemap.xml").expect(200)).text).toContain(`<loc>${t.config.publicUrl}/about</loc>`);
    const llms = (await request(t.app).get("/llms.txt").expect(200)).text;
    expect(llms).toContain(`## Pages\n\n- [About the farm](${t.config.publicUrl}/about): Who writes Furrow, and from where.`);
    const found = (await request(t.app).get("/api/blog-posts/search?q=barley%20sandy").expect(200)).body as PostCard[];
    expect(found.find((card) => card.id === about.id)).toMatchObject({ kind: "page", slug: "about" });
  });

  it("is not counted as a post: the dashboard's and the fediverse's counts are the list's", async () => {
    const listed = Number((await request(t.app).get("/api/blog-posts?limit=1").expect(200)).headers["x-total-count"]);
    expect((await admin.get("/api/admin/stats").expect(200)).body.published).toBe(listed);
    const info = JSON.parse((await request(t.app).get("/nodeinfo/2.1").expect(200)).text) as { usage: { localPosts: number } };
    expect(info.usage.localPosts).toBe(listed);
  });

  it("is never emailed, tagged by the AI tagging or put in a series", async () => {
    // The page was published with a newsletter asked for: a page has none.
    expect(await t.store.collection("newsletterSends").countDocuments({ postId: about.id })).toBe(0);
    await admin.post(`/api/ai-tagging/analyze/${about.id}`).expect(404);
    const bulk = (await admin.post("/api/ai-tagging/bulk-analyze").send({}).expect(200)).body as { results: { postId: string }[] };
    expect(bulk.results.map((result) => result.postId)).not.toContain(about.id);
    const series = (await admin.post("/api/admin/series").send({ title: "Farm notes" }).expect(201)).body as { id: string };
    const placed = await admin.put(`/api/admin/blog-posts/${about.id}/series`).send({ seriesId: series.id, position: 1 }).expect(400);
    expect(placed.body.error).toBe("A page cannot be part of a series");
  });

  it("takes no comments (400)", async () => {
    const comment = { authorName: "Jo", authorEmail: "jo@example.com", content: "Lovely farm." };
    const res = await request(t.app).post(`/api/blog-posts/${about.id}/comments`).send(comment).expect(400);
    expect(res.body.error).toBe("Pages take no comments");
  });

  it("refuses a reserved slug, or one another post or page has, with a clear 400, when created or renamed", async () => {
    const reserved = await admin
      .post("/api/admin/blog-posts")
      .send(page({ slug: "Contact" }))
      .expect(400);
    expect(reserved.body.error).toBe("“contact” is a reserved address; choose another slug");
    // A title makes the slug when none is given: it is checked the same way.
    await admin
      .post("/api/admin/blog-posts")
      .send(page({ title: "Admin" }))
      .expect(400);
    const taken = await admin
      .post("/api/admin/blog-posts")
      .send(page({ slug: aPostSlug }))
      .expect(400);
    expect(taken.body.error).toBe(`“${aPostSlug}” is already the address of another post or page; choose another slug`);
    await admin
      .post("/api/admin/blog-posts")
      .send(page({ slug: "about" }))
      .expect(400);
    const renamed = await admin
      .patch(`/api/admin/blog-posts/${about.id}`)
      .send({ ...page({ slug: "Uploads" }), baseVersion: about.version })
      .expect(400);
    expect(renamed.body.details).toEqual([{ path: "body.slug", message: "“uploads” is a reserved address; choose another slug" }]);
  });

  it("keeps its old address when renamed: a 301 to the new one", async () => {
    const now = (
      await admin
        .post("/api/admin/blog-posts")
        .send(page({ title: "Now", slug: "now" }))
        .expect(201)
    ).body as AdminPost;
    await admin
      .patch(`/api/admin/blog-posts/${now.id}`)
      .send({ ...page({ title: "Now", slug: "what-now" }), baseVersion: now.version })
      .expect(200);
    expect((await request(t.app).get("/now?x=1").expect(301)).headers.location).toBe("/what-now?x=1");
  });

  it("a draft page is the admin's only", async () => {
    await admin
      .post("/api/admin/blog-posts")
      .send(page({ title: "Colophon", slug: "colophon", isPublished: false }))
      .expect(201);
    await request(t.app).get("/colophon").expect(404);
    await admin.get("/api/pages/colophon").expect(200);
  });

  it("reserves every top-level route of the app", () => {
    for (const pattern of Object.values(PAGE_ROUTES)) {
      const first = pattern.split("/")[1];
      if (first && !first.startsWith(":")) expect(RESERVED_PAGE_SLUGS.has(first)).toBe(true);
    }
    for (const path of ["api", "uploads", "assets", "l", "fediverse", "auth"]) expect(RESERVED_PAGE_SLUGS.has(path)).toBe(true);
  });
});
