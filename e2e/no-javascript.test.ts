import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleComments, samplePosts } from "../server/seed/sample-content";
import type { PostDetail } from "../shared/types";
import { browserRun } from "./harness";
import { APPROVED_COMMENT, ARTICLE, FEATURED, TAG } from "./public-pages";

/** A comment awaiting moderation on a published post that also shows approved ones. */
const PENDING_COMMENT = sampleComments.find(
  (comment) =>
    !comment.isApproved &&
    samplePosts.some((post) => post.slug === comment.postSlug && post.isPublished) &&
    sampleComments.some((other) => other.postSlug === comment.postSlug && other.isApproved),
);
if (!PENDING_COMMENT)
  throw new Error(
    "The sample content has no pending comment beside an approved one on a published post: the moderation check below would test nothing",
  );
const MODERATED_POST = PENDING_COMMENT.postSlug;
const APPROVED_BESIDE_PENDING = sampleComments.find((comment) => comment.postSlug === MODERATED_POST && comment.isApproved)!;
const main = (page: Page) => page.locator("main");

/** What a reader, or a crawler, gets from the HTML alone. */
describe("the public pages with JavaScript turned off", () => {
  const run = browserRun();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows an article whole: headings with ids, contents as links, table, images with alt, related posts, approved comments", async () => {
    const post = (await (await fetch(`${run.server.url}/api/blog-posts/${ARTICLE.slug}`)).json()) as PostDetail;
    await page.goto(`/blog/${ARTICLE.slug}`);

    await expect.poll(() => page.locator("h1").first().textContent()).toBe(ARTICLE.title);
    // Every paragraph of the stored body is on the page, visible.
    const paragraphs = Array.from(post.content.matchAll(/<p>([^<]{40,})/g), (match) =>
      match[1]
        .slice(0, 40)
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&"),
    );
    expect(paragraphs.length).toBeGreaterThan(2);
    for (const text of paragraphs) expect(await main(page).getByText(text, { exact: false }).first().isVisible(), text).toBe(true);

    const tocLinks = await page
      .getByRole("navigation", { name: "Table of contents" })
      .locator('a[href^="#"]')
      .evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
          return { id, target: document.getElementById(id)?.tagName ?? null };
        }),
      );
    expect(tocLinks.length).toBeGreaterThan(2);
    for (const { id, target } of tocLinks) expect(target, id).toMatch(/^H[2-6]$/);

    if (post.content.includes("<table")) expect(await main(page).locator("table").count()).toBeGreaterThan(0);
    const images = await main(page)
      .locator("img")
      .evaluateAll((list) => list.map((image) => image.getAttribute("alt")));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((alt) => alt !== null)).toBe(true);

    const related = page.getByRole("region", { name: "Continue Your Reading Journey" }).locator('a[href^="/blog/"]');
    expect(await related.count()).toBeGreaterThan(0);

    expect(await main(page).getByText(APPROVED_COMMENT.content.slice(0, 60)).isVisible()).toBe(true);
  });

  it("shows a post's approved comments and none of those still awaiting moderation", async () => {
    await page.goto(`/blog/${MODERATED_POST}`);
    expect(await main(page).getByText(APPROVED_BESIDE_PENDING.content.slice(0, 60)).isVisible()).toBe(true);
    expect(await main(page).getByText(PENDING_COMMENT.content.slice(0, 60)).count()).toBe(0);
  });

  it("shows the home page's featured and latest posts, and its links lead to the article", async () => {
    await page.goto("/");
    expect(await main(page).getByText(FEATURED.title).first().isVisible()).toBe(true);
    const latest = samplePosts.filter((post) => post.isPublished).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(await main(page).getByText(latest.title).first().isVisible()).toBe(true);

    await main(page).locator(`a[href="/blog/${FEATURED.slug}"]`).first().click();
    await page.waitForURL(`**/blog/${FEATURED.slug}`);
    expect(await page.locator("h1").first().textContent()).toBe(FEATURED.title);
  });

  it("lists the posts at /posts and on a tag page, linked from the site's menu and the article's tags", async () => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Posts" }).click();
    await page.waitForURL("**/posts");
    const published = samplePosts.filter((post) => post.isPublished);
    expect(await main(page).locator('a[href^="/blog/"]').count()).toBeGreaterThanOrEqual(Math.min(published.length, 6));
    expect(await main(page).getByText(ARTICLE.title).first().isVisible()).toBe(true);

    await page.goto(`/blog/${ARTICLE.slug}`);
    await main(page)
      .locator(`a[href="/tags/${encodeURIComponent(TAG)}"]`)
      .first()
      .click();
    await page.waitForURL(`**/tags/${encodeURIComponent(TAG)}`);
    expect(await page.locator("h1").first().textContent()).toBe(TAG);
    const tagged = published.filter((post) => post.tags.includes(TAG));
    for (const post of tagged) expect(await main(page).locator(`a[href="/blog/${post.slug}"]`).count(), post.slug).toBeGreaterThan(0);
  });

  it("searches the posts with the search box and Enter: the server answers the form with the matches", async () => {
    await page.goto("/posts");
    const word = ARTICLE.title.split(" ").find((part) => part.length > 5)!;
    await main(page).getByRole("searchbox", { name: "Search posts" }).fill(word);
    await main(page).getByRole("searchbox", { name: "Search posts" }).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === word);
    expect(await main(page).getByText(ARTICLE.title).first().isVisible()).toBe(true);
    const shown = await main(page).locator('a[href^="/blog/"]').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(samplePosts.filter((post) => post.isPublished).length);
  });
});
