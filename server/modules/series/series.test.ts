import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPost, PostDetail, SeoOverview, Series } from "../../../shared/types";
import type { ServerEntry } from "../../../shared/ssr";
import { builtClientAssets, type ClientAssets } from "../../http/client-assets";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const SHELL = `<!doctype html><html lang="en"><head><!--app-head--><title>Furrow</title></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe("series", () => {
  let t: TestApp;
  let dist: string;
  let admin: Agent;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "furrow-series-"));
    await writeFile(join(dist, "index.html"), SHELL);
    // The client's real server renderer, from its sources: the article's HTML is what readers without the app get.
    const built = builtClientAssets(dist, join(dist, "no-ssr-build.js"));
    const assets: ClientAssets = { ...built, renderer: () => import("../../../client/src/entry-server") as Promise<ServerEntry> };
    t = await startTestApp({ clientAssets: assets });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const newPost = async (title: string, isPublished = true): Promise<AdminPost> =>
    (
      await admin
        .post("/api/admin/blog-posts")
        .send({ title, content: `About ${title}.`, isPublished })
        .expect(201)
    ).body as AdminPost;
  const newSeries = async (title: string, description = ""): Promise<Series> =>
    (await admin.post("/api/admin/series").send({ title, description }).expect(201)).body as Series;
  const place = (postId: string, body: object) => admin.put(`/api/admin/blog-posts/${postId}/series`).send(body);
  const page = async (path: string) => new JSDOM((await request(t.app).get(path).expect(200)).text).window.document;

  it("creates, renames, describes and lists a series with its parts by position, drafts too", async () => {
    const created = await newSeries("Water budgets", "Counting every litre.");
    expect(created).toMatchObject({ slug: "water-budgets", title: "Water budgets", description: "Counting every litre.", parts: [] });
    const second = await newPost("Evapotranspiration", false);
    const first = await newPost("Rain gauges");
    await place(second.id, { seriesId: created.id, position: 2 }).expect(200, { seriesId: created.id, position: 2 });
    await place(first.id, { seriesId: created.id, position: 1 }).expect(200);

    const renamed = await admin
      .put(`/api/admin/series/${created.id}`)
      .send({ title: "Water accounts", description: "Litres in, litres out." })
      .expect(200);
    expect(renamed.body).toMatchObject({ slug: "water-budgets", title: "Water accounts", description: "Litres in, litres out." });
    const listed = (await admin.get("/api/admin/series").expect(200)).body as Series[];
    const found = listed.find((series) => series.id === created.id)!;
    expect(found.parts.map((part) => [part.title, part.position, part.isPublished])).toEqual([
      ["Rain gauges", 1, true],
      ["Evapotranspiration", 2, false],
    ]);
    const editing = (await admin.get(`/api/admin/blog-posts/${second.id}`).expect(200)).body as AdminPost;
    expect(editing.seriesMembership).toEqual({ seriesId: created.id, position: 2 });
  });

  it("refuses a position another post of the series holds with 409 naming that post", async () => {
    const series = await newSeries("Soil health");
    const cover = await newPost("Cover crops");
    const other = await newPost("Compost teas");
    await place(cover.id, { seriesId: series.id, position: 3 }).expect(200);
    const refused = await place(other.id, { seriesId: series.id, position: 3 }).expect(409);
    expect(refused.body.error).toBe("Part 3 of Soil health is already 'Cover crops'");
    // The holder may be placed where it already is.
    await place(cover.id, { seriesId: series.id, position: 3 }).expect(200);
  });

  it("gives one of concurrent requests for the same part a 200 and the others a 409", async () => {
    const series = await newSeries("Irrigation");
    const posts = await Promise.all(["Drip lines", "Centre pivots", "Furrow flooding", "Sprinklers"].map((title) => newPost(title)));
    // Sent together; should two pass the service's check before either writes, the store's unique index decides
    // (server/store/indexes.test.ts shows it refusing a second post at a place).
    const answers = await Promise.all(posts.map((post) => place(post.id, { seriesId: series.id, position: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = posts[answers.findIndex((answer) => answer.status === 200)];
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toBe(`Part 1 of Irrigation is already '${winner.title}'`);
    }
    const listed = ((await admin.get("/api/admin/series").expect(200)).body as Series[]).find((found) => found.id === series.id)!;
    expect(listed.parts.map((part) => part.postId)).toEqual([winner.id]);
  });

  it("answers bad input with a clear 4xx, never a 500", async () => {
    const post = await newPost("Drainage tiles");
    const series = await newSeries("Drainage");
    expect((await admin.post("/api/admin/series").send({ title: "" }).expect(400)).body.error).toBeTruthy();
    await admin
      .post("/api/admin/series")
      .send({ title: "x".repeat(201) })
      .expect(400);
    await admin
      .post("/api/admin/series")
      .send({ title: "Ok", description: "x".repeat(1001) })
      .expect(400);
    await admin.post("/api/admin/series").send({ title: "Ok", extra: 1 }).expect(400);
    await place(post.id, { seriesId: series.id, position: 0 }).expect(400);
    await place(post.id, { seriesId: series.id, position: 1.5 }).expect(400);
    await place(post.id, { seriesId: series.id, position: 1000 }).expect(400);
    await place(post.id, { seriesId: series.id }).expect(400);
    await place(post.id, { seriesId: "missing", position: 1 }).expect(404);
    await place("missing", { seriesId: series.id, position: 1 }).expect(404);
    await admin.put("/api/admin/series/missing").send({ title: "x" }).expect(404);
    await admin.delete("/api/admin/series/missing").expect(404);
    await request(t.app).post("/api/admin/series").send({ title: "Anonymous" }).expect(401);
    await request(t.app).put(`/api/admin/blog-posts/${post.id}/series`).send({ seriesId: series.id, position: 1 }).expect(401);
  });

  it("gives a second slug to a series whose title is taken", async () => {
    await newSeries("Greenhouses");
    expect((await newSeries("Greenhouses")).slug).toBe("greenhouses-2");
  });

  describe("a three-part series read through", () => {
    let parts: AdminPost[];
    let series: Series;
    beforeAll(async () => {
      series = await newSeries("Field robots", "Machines that weed and pick.");
      parts = [await newPost("Robots one"), await newPost("Robots two"), await newPost("Robots three")];
      // Placed out of order: the order is the positions', with gaps.
      await place(parts[2].id, { seriesId: series.id, position: 30 }).expect(200);
      await place(parts[0].id, { seriesId: series.id, position: 10 }).expect(200);
      await place(parts[1].id, { seriesId: series.id, position: 20 }).expect(200);
    });

    it("the API's article names its part, the total and the parts in order", async () => {
      const post = (await request(t.app).get(`/api/blog-posts/${parts[1].slug}`).expect(200)).body as PostDetail;
      expect(post.series).toEqual({
        slug: "field-robots",
        title: "Field robots",
        part: 2,
        total: 3,
        parts: [
          { slug: parts[0].slug, title: "Robots one", current: false },
          { slug: parts[1].slug, title: "Robots two", current: true },
          { slug: parts[2].slug, title: "Robots three", current: false },
        ],
      });
    });

    it("the article's server HTML shows 'Part 2 of 3', the list and previous/next links", async () => {
      const document = await page(`/blog/${parts[1].slug}`);
      const partOf = document.querySelector('[data-testid="series-part-of"]')!;
      expect(partOf.textContent).toContain("Part 2 of 3");
      expect(partOf.querySelector("a")?.getAttribute("href")).toBe("/series/field-robots");
      const box = document.querySelector('[data-testid="series-parts"]')!;
      expect([...box.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["Robots one", "Robots two", "Robots three"]);
      expect(box.querySelector('li[aria-current="page"]')?.querySelector("a")).toBeNull();
      expect(box.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(`/blog/${parts[0].slug}`);
      expect(box.querySelector('a[rel="next"]')?.getAttribute("href")).toBe(`/blog/${parts[2].slug}`);

      const first = await page(`/blog/${parts[0].slug}`);
      expect(first.querySelector('[data-testid="series-part-of"]')?.textContent).toContain("Part 1 of 3");
      expect(first.querySelector('a[rel="prev"]')).toBeNull();
    });

    it("/series/{slug} lists the published parts in order with the series' own head and ItemList", async () => {
      const document = await page("/series/field-robots");
      expect(document.querySelector("#root h1")?.textContent).toBe("Field robots");
      expect(document.querySelector("#root")?.textContent).toContain("Machines that weed and pick.");
      const cards = [...document.querySelectorAll('[data-testid="series-page-parts"] h2')].map((title) => title.textContent);
      expect(cards).toEqual(["Robots one", "Robots two", "Robots three"]);
      expect(document.title).toBe("Field robots | Furrow");
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Machines that weed and pick.");
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/series\/field-robots$/);
      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
      const list = jsonLd.find((data) => data["@type"] === "ItemList");
      expect(list.itemListElement.map((item: { position: number; url: string }) => [item.position, new URL(item.url).pathname])).toEqual(
        parts.map((part, index) => [index + 1, `/blog/${part.slug}`]),
      );
    });

    it("the public API answers the series, and an unknown slug is a 404 page and answer", async () => {
      const res = await request(t.app).get("/api/series/field-robots").expect(200);
      expect(res.body.parts.map((part: { title: string }) => part.title)).toEqual(["Robots one", "Robots two", "Robots three"]);
      await request(t.app).get("/api/series/no-such-series").expect(404);
      await request(t.app).get("/api/series/bad%20slug").expect(400);
      const missing = await request(t.app).get("/series/no-such-series").expect(404);
      expect(missing.text).toContain("noindex");
    });

    it("has its own RSS feed, parts in reading order; an unknown series' feed is a 404", async () => {
      const res = await request(t.app).get("/series/field-robots/rss.xml").expect(200);
      expect(res.headers["content-type"]).toContain("application/rss+xml");
      expect(res.text).toContain("<title>Field robots</title>");
      expect(res.text).toContain("<description>Machines that weed and pick.</description>");
      const items = [...res.text.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
      expect(items).toEqual(["Robots one", "Robots two", "Robots three"]);
      await request(t.app).get("/series/no-such-series/rss.xml").expect(404);
    });

    it("lists the series page in the sitemap once a part is published, not a series of drafts", async () => {
      const drafts = await newSeries("Seed drills");
      await place((await newPost("Drill calibration", false)).id, { seriesId: drafts.id, position: 1 }).expect(200);
      const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
      expect(sitemap).toMatch(/<loc>[^<]*\/series\/field-robots<\/loc><lastmod>\d{4}-/);
      expect(sitemap).not.toContain("/series/seed-drills<");
      // The SEO dashboard counts the series page among the indexable pages, as the sitemap lists it.
      const figures = (await admin.get("/api/admin/seo-overview").expect(200)).body as SeoOverview;
      expect(figures.pages).toBe(figures.sitemapUrls);
      expect(figures.sitemapUrls).toBe(sitemap.match(/<url>/g)!.length);
    });

    it("counts only published parts for readers", async () => {
      const draft = await newPost("Robots draft", false);
      await place(draft.id, { seriesId: series.id, position: 15 }).expect(200);
      const post = (await request(t.app).get(`/api/blog-posts/${parts[1].slug}`).expect(200)).body as PostDetail;
      expect(post.series).toMatchObject({ part: 2, total: 3 });
      expect(post.series!.parts.map((part) => part.title)).not.toContain("Robots draft");
      // Taken out again, another post may have its place.
      expect((await place(draft.id, { seriesId: null }).expect(200)).body).toBeNull();
    });

    it("deleting the series takes its posts out of it; they stay", async () => {
      await admin.delete(`/api/admin/series/${series.id}`).expect(204);
      const post = (await request(t.app).get(`/api/blog-posts/${parts[1].slug}`).expect(200)).body as PostDetail;
      expect(post.series).toBeUndefined();
      const document = await page(`/blog/${parts[1].slug}`);
      expect(document.querySelector('[data-testid="series-parts"]')).toBeNull();
      expect((await admin.get(`/api/admin/blog-posts/${parts[1].id}`).expect(200)).body.seriesMembership).toBeNull();
    });
  });
});
