import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sampleProfile, samplePosts } from "../server/seed/sample-content";
import { browserRun, type Viewport } from "./harness";
import { animationsSettled, brokenImages, requestsLeavingOrigin, scrollThroughPage, texts, type ConsoleError } from "./session";

const TAGLINE = "Bridging Nature and Technology, One Data Point at a Time";
const HOME_SCREENSHOT = "/tmp/furrow-home.png";
const ARTICLE_SCREENSHOT = "/tmp/furrow-article.png";

// What the sample content promises a reader: published posts only, newest first.
const published = samplePosts.filter((post) => post.isPublished).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const unpublished = samplePosts.filter((post) => !post.isPublished);
const featuredTitles = published.filter((post) => post.isFeatured).map((post) => post.title);
const newest = published[0]!;
const UNKNOWN_SLUG = "no-such-article-here";

const longUsDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

/** The h2 headings of a sample post's markdown, with the ids rehype-slug gives them. */
function expectedH2s(slug: string): { text: string; id: string }[] {
  const markdown = readFileSync(fileURLToPath(new URL(`../server/seed/posts/${slug}.md`, import.meta.url)), "utf8");
  const slugger = new GithubSlugger();
  const headings: { text: string; id: string }[] = [];
  for (const match of markdown.matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)) {
    const id = slugger.slug(match[2]!); // every level shares the slugger, as on the server
    if (match[1] === "##") headings.push({ text: match[2]!, id });
  }
  return headings;
}

const LATEST = 'section[aria-labelledby="latest-heading"]';
const FEATURED = "section#featured-stories";

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.locator(`${FEATURED} article`).first().waitFor();
  await page.locator(`${LATEST} article`).first().waitFor();
}

/** Console errors other than the ones a test expects. */
function unexpected(errors: ConsoleError[], allowed: (error: ConsoleError) => boolean = () => false) {
  return errors.filter((error) => !allowed(error));
}

describe("a reader on the public site", () => {
  const run = browserRun();
  const open = (viewport?: Viewport) => run.open(viewport);

  it("sees the tagline, the featured stories, six latest articles, twelve after 'Load More Articles', and every picture", async () => {
    const { page, consoleErrors, failedResponses } = await open({ width: 1280, height: 800 });
    await openHome(page);

    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    expect(await hero.getByText(TAGLINE).isVisible()).toBe(true);

    expect(await page.getByRole("heading", { name: "Featured Stories" }).isVisible()).toBe(true);
    expect((await texts(page, `${FEATURED} article h3`)).sort()).toEqual([...featuredTitles].sort());
    expect(await page.locator(`${FEATURED} article`).first().getByText("Featured", { exact: true }).isVisible()).toBe(true);

    expect(await page.getByRole("heading", { name: "Latest Articles" }).isVisible()).toBe(true);
    expect(await texts(page, `${LATEST} article h3`)).toEqual(published.slice(0, 6).map((post) => post.title));

    await page.getByRole("button", { name: "Load More Articles" }).click();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 12, `${LATEST} article`);
    expect(await texts(page, `${LATEST} article h3`)).toEqual(published.map((post) => post.title));
    // All twelve published posts are on screen, so there is nothing more to load.
    await page.getByRole("button", { name: "Load More Articles" }).waitFor({ state: "detached" });
    for (const draft of unpublished) expect(await page.getByText(draft.title).count()).toBe(0);

    await scrollThroughPage(page);
    expect(await brokenImages(page)).toEqual([]);
    // The cards and the hero really are pictures (no initials standing in for a failed avatar).
    expect(await page.locator('img[src="/images/hero.svg"]').count()).toBe(1);
    expect(await page.locator(`${LATEST} article img[src^="/images/posts/"]`).count()).toBe(12);

    await animationsSettled(page); // the top bar slides back in after the scroll
    await page.screenshot({ path: HOME_SCREENSHOT, fullPage: true });
    expect(failedResponses).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("never makes a request that leaves the machine while reading the home page, an article and the posts page", async () => {
    const { page, requests, external, consoleErrors } = await open();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.locator(`${LATEST} article`).first().waitFor();
    await scrollThroughPage(page);
    // The hero's background video is mounted a second after load: its requests count too.
    await page.locator('section[data-hero-video="mounted"] video').waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");

    await page.goto(`/blog/${newest.slug}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: newest.title }).waitFor();
    await scrollThroughPage(page);
    await page.waitForLoadState("networkidle");

    await page.goto("/posts", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "All Blog Posts" }).waitFor();

    // The recording worked: the pages did talk to the server (their data comes in the HTML).
    expect(requests.some((url) => url.startsWith(`${run.server.url}/assets/`))).toBe(true);
    expect(external).toEqual([]);
    expect(requestsLeavingOrigin(requests, run.server.url)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("clicks a card and reads the article: title, author, long date, headings with ids and tag links", async () => {
    const { page, consoleErrors, failedResponses } = await open({ width: 1280, height: 800 });
    await openHome(page);

    await page.locator(LATEST).getByRole("link", { name: newest.title }).click();
    await page.waitForURL(`${run.server.url}/blog/${newest.slug}`);

    const title = page.getByRole("heading", { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe(newest.title);
    const header = page.locator("article header");
    expect(await header.getByText(sampleProfile.name, { exact: true }).isVisible()).toBe(true);
    expect(longUsDate(newest.createdAt)).toBe("October 28, 2026");
    expect(await header.locator("time").textContent()).toBe("October 28, 2026");
    expect(await header.getByText(/^\d+ min read$/).isVisible()).toBe(true);
    expect(await header.getByText(newest.excerpt).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${newest.title} | Furrow`);

    const h2s = await page
      .locator(".prose-article h2")
      .evaluateAll((headings) => headings.map((h) => ({ text: h.textContent?.trim() ?? "", id: h.id })));
    expect(h2s.length).toBeGreaterThan(2);
    expect(h2s).toEqual(expectedH2s(newest.slug));
    for (const { id } of h2s) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
    expect(await page.locator(".prose-article p").count()).toBeGreaterThan(3);

    const tagLinks = await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute("href") })));
    expect(tagLinks).toEqual(newest.tags.map((tag) => ({ text: `#${tag}`, href: `/tags/${encodeURIComponent(tag)}` })));

    await scrollThroughPage(page);
    expect(await brokenImages(page)).toEqual([]);
    await animationsSettled(page);
    await page.screenshot({ path: ARTICLE_SCREENSHOT, fullPage: true });

    const spacedTag = newest.tags.find((tag) => tag.includes(" ")) ?? newest.tags[0]!;
    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: `#${spacedTag}` })
      .click();
    await page.waitForURL(`${run.server.url}/tags/${encodeURIComponent(spacedTag)}`);
    // The tag page's code comes with the page (router.tsx), a moment after the address changes.
    const tagHeading = page.getByRole("heading", { level: 1, name: spacedTag });
    await tagHeading.waitFor();
    expect(await tagHeading.isVisible()).toBe(true);

    expect(failedResponses).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("sees 'Article Not Found' for a slug that matches no article", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    const response = await page.goto(`/blog/${UNKNOWN_SLUG}`);
    // The server already knows the article is missing and says so with the status, for crawlers.
    expect(response?.status()).toBe(404);

    const heading = page.getByRole("heading", { name: "Article Not Found" });
    await heading.waitFor();
    expect(await page.getByText("The article you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    // The only error is the browser reporting the page's 404; the page came knowing the article is missing.
    expect(
      unexpected(
        consoleErrors,
        (error) =>
          [`/api/blog-posts/${UNKNOWN_SLUG}`, `/blog/${UNKNOWN_SLUG}`, "/no/such/page"].includes(new URL(error.url).pathname) &&
          /404/.test(error.text),
      ),
    ).toEqual([]);
    expect(failedResponses).toEqual([{ url: `${run.server.url}/blog/${UNKNOWN_SLUG}`, status: 404 }]);
  });

  it("sees '404 Page Not Found' on a path the site does not have", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    const response = await page.goto("/this/page/does-not-exist");

    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    // The page itself answers 404, so crawlers do not index it; nothing else on it fails.
    expect(response?.status()).toBe(404);
    const isTheDocument = (failure: { url: string }) => new URL(failure.url).pathname === "/this/page/does-not-exist";
    expect(failedResponses.filter((failure) => !isTheDocument(failure))).toEqual([]);
    expect(unexpected(consoleErrors, (error) => isTheDocument(error) && /404/.test(error.text))).toEqual([]);
  });

  it("finds Posts and Contact in the top bar, and on a phone opens the slide-in menu with a Search entry", async () => {
    const desktop = await open({ width: 1280, height: 800 });
    await openHome(desktop.page);
    const mainNav = desktop.page.getByRole("navigation", { name: "Main" });
    expect(await mainNav.isVisible()).toBe(true);
    expect(await mainNav.getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/posts");
    expect(await mainNav.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/contact");
    expect(await desktop.page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);

    await mainNav.getByRole("link", { name: "Posts" }).click();
    await desktop.page.waitForURL(`${run.server.url}/posts`);
    await desktop.page.getByRole("heading", { name: "All Blog Posts" }).waitFor();
    expect(await mainNav.getByRole("link", { name: "Posts" }).getAttribute("aria-current")).toBe("page");
    expect(unexpected(desktop.consoleErrors)).toEqual([]);

    const phone = await open({ width: 390, height: 844 });
    await openHome(phone.page);
    expect(await phone.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await phone.page.getByRole("button", { name: "Open menu" }).click();

    const menu = phone.page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await menu.getByRole("link", { name: "Posts" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Contact" }).isVisible()).toBe(true);
    expect(await menu.getByRole("button", { name: "Search" }).isVisible()).toBe(true);
    // It slides in from the right and ends fully on screen against the right edge.
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(Math.round(box.x + box.width)).toBe(390);

    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
    expect(unexpected(phone.consoleErrors)).toEqual([]);
  });

  it("reads the home page, an article, the posts, contact and tag pages, and both not-found pages without console errors", async () => {
    const { page, consoleErrors } = await open();
    const visits: [path: string, ready: () => Promise<void>][] = [
      ["/", () => openHome(page)],
      [`/blog/${published[3]!.slug}`, () => page.getByRole("heading", { level: 1, name: published[3]!.title }).waitFor()],
      ["/posts", () => page.getByRole("heading", { name: "All Blog Posts" }).waitFor()],
      ["/contact", () => page.getByRole("heading", { level: 1 }).waitFor()],
      ["/tags/Soil%20Health", () => page.getByRole("heading", { level: 1, name: "Soil Health" }).waitFor()],
      ["/no/such/page", () => page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()],
      [`/blog/${UNKNOWN_SLUG}`, () => page.getByRole("heading", { name: "Article Not Found" }).waitFor()],
    ];
    for (const [path, ready] of visits) {
      if (path !== "/") await page.goto(path);
      await ready();
      await scrollThroughPage(page);
    }
    expect(
      unexpected(
        consoleErrors,
        (error) =>
          [`/api/blog-posts/${UNKNOWN_SLUG}`, `/blog/${UNKNOWN_SLUG}`, "/no/such/page"].includes(new URL(error.url).pathname) &&
          /404/.test(error.text),
      ),
    ).toEqual([]);
  });
});
