import { afterEach, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { samplePosts } from "../../seed/sample-content";
import type { TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const PUBLIC_URL = "https://furrow.example";
const ARTICLE = samplePosts.find((post) => post.isPublished && !/\.(png|jpe?g|webp)$/i.test(post.featuredImage))!;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = (env: Record<string, string> = {}) => startSeededAppWithShell({ PUBLIC_URL, ...env });

/** The share image a page's head points to, as a path on this server. */
async function shareImageOf(app: TestApp, path: string): Promise<string> {
  const document = new JSDOM((await request(app.app).get(path).expect(200)).text).window.document;
  const og = document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
  expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute("content")).toBe(og);
  expect(og.startsWith(PUBLIC_URL)).toBe(true);
  return og.slice(PUBLIC_URL.length);
}

const png = (res: request.Response) => expect(res.headers["content-type"]).toBe("image/png");

describe("share images under a flood", () => {
  it("answers a flood of distinct titles with images or a 503 carrying Retry-After, never a 500, while /healthz keeps answering", async () => {
    t = await start({ RATE_LIMIT_OG_IMAGE: "10000" });
    const app = t.app;
    let settled = 0;
    const flood = Array.from({ length: 40 }, (_, index) =>
      request(app)
        .get(`/api/og-image?title=${encodeURIComponent(`Made-up title number ${index}`)}`)
        .then((res) => {
          settled += 1;
          return res;
        }),
    );
    // Asked while the cards are still being drawn.
    const health = await request(app).get("/healthz");
    expect(health.status).toBe(200);
    expect(settled).toBeLessThan(flood.length);

    const answers = await Promise.all(flood);
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(","),
    ).toBe(true);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.some((res) => res.status === 200)).toBe(true);
    for (const res of busy) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body.error).toMatch(/busy/i);
    }
  });

  it("limits the cards one client has drawn for new text, but not repeats or the site's own cards", async () => {
    t = await start({ RATE_LIMIT_OG_IMAGE: "2" });
    png(await request(t.app).get("/api/og-image?title=First%20made-up").expect(200));
    png(await request(t.app).get("/api/og-image?title=Second%20made-up").expect(200));
    const refused = await request(t.app).get("/api/og-image?title=Third%20made-up").expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Already drawn: costs nothing, so it is not counted.
    png(await request(t.app).get("/api/og-image?title=First%20made-up").expect(200));
    // The site's pages point to their own cards, which any crawler may always fetch.
    for (const path of ["/", `/blog/${ARTICLE.slug}`, "/posts", "/privacy"]) {
      png(
        await request(t.app)
          .get(await shareImageOf(t, path))
          .expect(200),
      );
    }
  });
});

describe("share images in memory", () => {
  const cardBytes = (app: TestApp) => app.services.memoryBudget.measure((key) => key.startsWith("share card ")).bytes;

  it("count against the server's one memory budget, cards for made-up text within an eighth of it, so a flood cannot push out the pages", async () => {
    t = await start({ RATE_LIMIT_OG_IMAGE: "10000", RESPONSE_CACHE_MB: "2" });
    const budget = t.services.memoryBudget;
    await request(t.app).get(`/blog/${ARTICLE.slug}`).expect(200);
    const pagesBefore = t.responseCache.stats().bytes;
    expect(pagesBefore).toBeGreaterThan(0);

    const siteCard = await request(t.app)
      .get(await shareImageOf(t, "/posts"))
      .expect(200);
    expect(cardBytes(t)).toBeGreaterThanOrEqual(siteCard.body.length);

    let drawnBytes = 0;
    for (let index = 0; index < 20; index++) {
      drawnBytes += (
        await request(t.app)
          .get(`/api/og-image?title=${encodeURIComponent(`Another made-up title ${index}`)}`)
          .expect(200)
      ).body.length;
    }
    expect(drawnBytes).toBeGreaterThan(budget.maxBytes / 2);
    expect(cardBytes(t)).toBeLessThanOrEqual(siteCard.body.length + budget.maxBytes / 8 + 1024);
    expect(budget.bytes).toBeLessThanOrEqual(budget.maxBytes);
    // The article's answer is still served from memory.
    expect(t.responseCache.stats().bytes).toBeGreaterThanOrEqual(pagesBefore);
  });
});

describe("a published post's share image", () => {
  it("is drawn once and kept in the store, and its address changes with the title while the old one still answers", async () => {
    t = await start();
    const before = await shareImageOf(t, `/blog/${ARTICLE.slug}`);
    const first = await request(t.app).get(before).expect(200);
    png(first);
    const stored = await t.store.files.list();
    const name = t.services.ogImages.storedName(ARTICLE.title, ARTICLE.category.name);
    expect(stored).toContain(name);
    expect((await t.store.files.read(name))?.equals(first.body as Buffer)).toBe(true);

    const post = (await t.services.repositories.posts.findBySlugOrId(ARTICLE.slug))!;
    await t.services.posts.update(post._id, {
      title: "A new title for the field trial",
      content: post.markdown,
      excerpt: post.excerpt,
      tags: post.tags,
      isPublished: true,
    });
    const current = (await t.services.repositories.posts.findBySlugOrId(post._id))!;
    const after = await shareImageOf(t, `/blog/${current.slug}`);
    expect(after).not.toBe(before);
    expect(after).toContain("A+new+title");
    png(await request(t.app).get(after).expect(200));
    expect(await t.store.files.list()).toContain(t.services.ogImages.storedName("A new title for the field trial", ARTICLE.category.name));
    // Shared before the change, the old address still answers with a card.
    png(await request(t.app).get(before).expect(200));
  });

  it("is served from the store's copy, not drawn again, by a process that finds it there", async () => {
    t = await start();
    const path = await shareImageOf(t, `/blog/${ARTICLE.slug}`);
    // What another process drew and stored (any bytes will do to tell the copy from a new drawing).
    const kept = Buffer.from("the stored card");
    await t.store.files.save(t.services.ogImages.storedName(ARTICLE.title, ARTICLE.category.name), kept);
    const served = await request(t.app)
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((served.body as Buffer).equals(kept)).toBe(true);
  });
});
