import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "../server/seed/sample-content";
import type { PostCard, PostDetail, PublicComment } from "../shared/types";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";
import { animationsSettled, brokenImages, hydrated, openSession, type ReaderSession } from "./session";

const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));
// Evaluated over the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an injected <script>.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// An article with h2 and h3 headings, approved and pending comments, and tags other posts share.
const ARTICLE = samplePosts.find((post) => post.slug === "cover-crops-and-soil-carbon-honest-accounting")!;
const SHARE_HOSTS = /^https:\/\/(x\.com|www\.facebook\.com|www\.linkedin\.com|wa\.me)\//;

const toc = (page: Page) => page.getByRole("navigation", { name: "Table of contents" });
const scrollButton = (page: Page) => page.locator("button[data-state]");

async function api<T>(server: RunningServer, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Waits for a smooth scroll to come to rest. */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
      }),
  );
}

/** Scrolls the related block into view, which is what loads it and the comments below. */
async function revealRelatedAndComments(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("heading", { name: "Continue Your Reading Journey" }).waitFor();
  await page.getByRole("heading", { name: /^Comments \(\d+\)$/ }).waitFor();
  await page.evaluate(() => document.getElementById("related-heading")!.scrollIntoView({ block: "start" }));
  await page
    .locator("#related-heading")
    .evaluate((heading) =>
      Promise.all(Array.from(heading.closest("section")!.querySelectorAll("img"), (image) => image.decode().catch(() => undefined))),
    );
}

describe("a reader on an article", () => {
  let server: RunningServer;
  let browser: Browser;
  let session: ReaderSession | undefined;
  let post: PostDetail;

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === "rejected") throw outcome.reason;
    post = await api<PostDetail>(server, `/api/blog-posts/${ARTICLE.slug}`);
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await session?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(viewport = DESKTOP): Promise<ReaderSession> {
    await session?.close().catch(() => undefined);
    session = await openSession(browser, server.url, { viewport });
    return session;
  }

  async function openArticle(page: Page): Promise<void> {
    await page.goto(`/blog/${ARTICLE.slug}`);
    // Hydrated, so a scroll or a click is heard: under load the server's HTML is up well before that.
    await hydrated(page.getByRole("heading", { level: 1, name: ARTICLE.title }));
  }

  it("comes from the home page and finds every h2 and h3 in the table of contents, which scrolls to one and highlights it", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    await page.goto("/");
    await page.getByRole("link", { name: ARTICLE.title }).first().click();
    await page.waitForURL(`${server.url}/blog/${ARTICLE.slug}`);
    await page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();

    const headings = await page
      .locator(".prose-article :is(h2, h3)")
      .evaluateAll((elements) => elements.map((h) => ({ level: Number(h.tagName[1]), text: h.textContent!.trim(), id: h.id })));
    expect(headings.filter((h) => h.level === 2).length).toBeGreaterThan(2);
    expect(headings.filter((h) => h.level === 3).length).toBeGreaterThan(1);
    const entries = await toc(page)
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => ({
          level: Number(a.getAttribute("data-level")),
          text: a.textContent!.trim(),
          id: decodeURIComponent(a.getAttribute("href")!.slice(1)),
          // h3 entries sit one list deeper than h2 entries, so they are indented under them.
          depth: (() => {
            let depth = 0;
            for (let node = a.parentElement; node && node.tagName !== "NAV"; node = node.parentElement) if (node.tagName === "UL") depth++;
            return depth;
          })(),
          indent: a.getBoundingClientRect().left,
        })),
      );
    expect(entries.map(({ level, text, id }) => ({ level, text, id }))).toEqual(headings);
    for (const entry of entries) expect(entry.depth).toBe(entry.level - 1);
    const h2Indent = entries.find((entry) => entry.level === 2)!.indent;
    for (const entry of entries.filter((e) => e.level === 3)) expect(entry.indent).toBeGreaterThan(h2Indent);

    // Beside the article on a wide screen, and it stays on screen while the reader scrolls.
    const tocBox = (await toc(page).boundingBox())!;
    const bodyBox = (await page.locator(".prose-article").boundingBox())!;
    expect(tocBox.x).toBeGreaterThan(bodyBox.x + bodyBox.width);

    const target = headings.find((h) => h.level === 3 && h !== headings[1]) ?? headings[2]!;
    const link = toc(page).getByRole("link", { name: target.text, exact: true });
    await link.click();
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < 120;
    }, target.id);
    await scrollSettled(page);
    expect(await link.getAttribute("aria-current")).toBe("location");
    expect(await toc(page).locator('[aria-current="location"]').count()).toBe(1);
    expect(new URL(page.url()).hash).toBe(`#${target.id}`);
    expect(await toc(page).isVisible()).toBe(true);
    expect((await toc(page).boundingBox())!.y).toBeGreaterThanOrEqual(0);

    // Scrolling on by hand moves the highlight to the heading now being read.
    const later = headings[headings.length - 2]!;
    await page.mouse.wheel(0, 10);
    await page.evaluate(
      (id) => window.scrollTo(0, window.scrollY + document.getElementById(id)!.getBoundingClientRect().top - 100),
      later.id,
    );
    await page.waitForFunction(
      (text) => document.querySelector('nav[aria-label="Table of contents"] [aria-current="location"]')?.textContent === text,
      later.text,
    );

    expect(failedResponses).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("gets a floating button after 300 px that goes to the table of contents, then to the top", async () => {
    const { page, consoleErrors } = await open(PHONE);
    await openArticle(page);
    expect(await scrollButton(page).count()).toBe(0);

    // On a phone the contents sit under the article's header, well below the first 300 px.
    await page.evaluate(() => window.scrollTo(0, 320));
    await page.getByRole("button", { name: "Go to table of contents" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("table-of-contents")!.getBoundingClientRect().top;
      return top > 0 && top <= 96;
    });
    await scrollSettled(page);

    await page.getByRole("button", { name: "Back to top" }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await scrollButton(page).waitFor({ state: "detached" });
    expect(consoleErrors).toEqual([]);

    // On a wide screen the contents are beside the text, so the button always offers the top.
    const desktop = await open(DESKTOP);
    await openArticle(desktop.page);
    // At the very bottom it rides above the footer instead of covering its links.
    await desktop.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await desktop.page.getByRole("heading", { name: /^Comments/ }).waitFor();
    await desktop.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The button comes with the scroll React hears, which may be a frame or more after the scroll itself.
    await desktop.page.waitForFunction(() => {
      const button = document.querySelector("button[data-state]")?.getBoundingClientRect();
      return button !== undefined && button.bottom <= document.querySelector("footer")!.getBoundingClientRect().top;
    });
    await desktop.page.getByRole("button", { name: "Back to top" }).click();
    await desktop.page.waitForFunction(() => window.scrollY === 0);
    await scrollButton(desktop.page).waitFor({ state: "detached" });
  });

  it("copies the article's link from the share panel, and shares on a network in a 600x400 window", async () => {
    const { page, context, consoleErrors } = await open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const shareRequests = await stubSharePages(context);
    await openArticle(page);
    // A click before the button hydrates opens nothing; a busy machine makes that gap long.
    const share = await hydrated(page.getByRole("button", { name: "Share", exact: true }));

    await share.click();
    const panel = page.getByRole("dialog", { name: "Share this article" });
    await panel.waitFor();
    await panel.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied!", { exact: true }).waitFor();
    expect(await page.getByText("The article link has been copied to your clipboard.", { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/blog/${ARTICLE.slug}`);
    await panel.waitFor({ state: "detached" });
    expect(await share.evaluate((button) => button === document.activeElement)).toBe(true);

    // Escape and an outside click close it as well.
    await share.click();
    await panel.waitFor();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await share.click();
    await panel.waitFor();
    await page.locator("h1").click();
    await panel.waitFor({ state: "detached" });

    await share.click();
    const [popup] = await Promise.all([page.waitForEvent("popup"), panel.getByRole("button", { name: "Share on LinkedIn" }).click()]);
    await popup.waitForLoadState();
    const shared = new URL(popup.url());
    expect(`${shared.origin}${shared.pathname}`).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(shared.searchParams.get("url")).toBe(`${server.url}/blog/${ARTICLE.slug}`);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    // noopener: the network's page gets no handle on the article's window.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(shareRequests).toEqual([popup.url()]);
    await panel.waitFor({ state: "detached" });
    await popup.close();
    expect(consoleErrors).toEqual([]);
  });

  it("offers up to 3 related articles that share a tag, and takes a comment for moderation", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    await openArticle(page);
    const related = await api<PostCard[]>(server, `/api/blog-posts/${post.id}/related`);
    const approved = await api<PublicComment[]>(server, `/api/blog-posts/${post.id}/comments`);
    expect(related.length).toBeGreaterThan(0);

    await revealRelatedAndComments(page);
    const block = page.getByRole("region", { name: "Continue Your Reading Journey" });
    expect(await block.getByRole("link", { name: "Explore All Articles" }).getAttribute("href")).toBe("/");
    const cards = await block.getByRole("article").evaluateAll((articles) =>
      articles.map((card) => ({
        title: card.querySelector("h3")!.textContent,
        href: card.querySelector("h3 a")!.getAttribute("href"),
        tags: Array.from(card.querySelectorAll('[aria-label="Shared tags"] li'), (li) => li.textContent),
      })),
    );
    expect(cards.length).toBeLessThanOrEqual(3);
    expect(cards.map(({ title, href }) => ({ title, href }))).toEqual(related.map((p) => ({ title: p.title, href: `/blog/${p.slug}` })));
    const own = new Set(post.tags.map((tag) => tag.toLowerCase()));
    for (const card of cards) {
      expect(card.tags.length).toBeGreaterThan(0);
      for (const tag of card.tags) expect(own.has(tag!.toLowerCase())).toBe(true);
    }

    const comments = page.getByRole("region", { name: /^Comments/ });
    expect(await comments.getByRole("heading", { level: 2 }).textContent()).toBe(`Comments (${approved.length})`);
    for (const comment of approved) expect(await comments.getByText(comment.content).isVisible()).toBe(true);

    const submit = comments.getByRole("button", { name: "Submit Comment" });
    await submit.click();
    await page.getByText("Missing fields", { exact: true }).waitFor();
    expect(await page.getByText("Please fill in all fields to submit your comment.", { exact: true }).isVisible()).toBe(true);

    const text = `Drilled rye after maize on ${Date.now()} and it worked.`;
    await comments.getByLabel("Name", { exact: true }).fill("  Grete Jensen ");
    await comments.getByLabel("Email", { exact: true }).fill("grete@example.org");
    await comments.getByLabel("Comment", { exact: true }).fill(text);
    expect(await comments.getByLabel("Comment", { exact: true }).getAttribute("rows")).toBe("4");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/api/blog-posts/${post.id}/comments`)),
      submit.click(),
    ]);
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ postId: post.id, authorName: "Grete Jensen", content: text, isApproved: false });
    // With the form's signed token, and its hidden field left empty as people do.
    expect(response.request().postDataJSON()).toEqual({
      authorName: "Grete Jensen",
      authorEmail: "grete@example.org",
      content: text,
      website: "",
      // "E-mail me when the author replies" is off unless the reader ticks it.
      notifyOnReply: false,
      formToken: expect.any(String),
    });
    await page.getByText("Comment submitted!", { exact: true }).waitFor();
    expect(await page.getByText("Your comment has been submitted and is awaiting approval.", { exact: true }).isVisible()).toBe(true);
    for (const label of ["Name", "Email", "Comment"]) expect(await comments.getByLabel(label, { exact: true }).inputValue()).toBe("");

    // Stored pending: the public list, read back from the server, does not show it.
    const after = await api<PublicComment[]>(server, `/api/blog-posts/${post.id}/comments`);
    expect(after.map((c) => c.id)).toEqual(approved.map((c) => c.id));
    expect(after.some((c) => c.content === text)).toBe(false);
    expect(await comments.getByText(text).count()).toBe(0);

    expect(failedResponses).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("has no accessibility violations, with the share panel open too", async () => {
    const { page } = await open();
    await openArticle(page);
    await revealRelatedAndComments(page);
    expect(await axeViolations(page)).toEqual([]);

    await (await hydrated(page.getByRole("button", { name: "Share", exact: true }))).click();
    await page.getByRole("dialog", { name: "Share this article" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [name, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`looks right at ${name} px: the top of the article, then its related articles and comments`, async () => {
      const { page, consoleErrors } = await open(viewport);
      await openArticle(page);
      await page.getByRole("img", { name: ARTICLE.featuredImageAlt }).evaluate((image: HTMLImageElement) => image.decode());
      await page.screenshot({ path: `${SCREENSHOTS}article-${name}.png` });

      // The author box with its Share button, and the panel it opens.
      await (await hydrated(page.getByRole("button", { name: "Share", exact: true }))).click();
      const panel = page.getByRole("dialog", { name: "Share this article" });
      await panel.waitFor();
      await page.getByRole("complementary", { name: "About the author" }).evaluate((box) => {
        box.scrollIntoView({ block: "start" });
        window.scrollBy(0, -90);
      });
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENSHOTS}article-${name}-share.png` });
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });

      await revealRelatedAndComments(page);
      expect(await brokenImages(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await animationsSettled(page);
      // The block after the article that holds both sections.
      await page
        .locator("section:has(#related-heading)")
        .locator("xpath=../..")
        .screenshot({
          path: `${SCREENSHOTS}article-${name}-related-comments.png`,
        });
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * Answers the networks' share pages with a blank page, so a popup can load without a single
 * request leaving the machine; returns the addresses that were asked for.
 */
async function stubSharePages(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  // Registered after the session's catch-all, so it is consulted first.
  await context.route(SHARE_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>share</title>" });
  });
  return asked;
}
