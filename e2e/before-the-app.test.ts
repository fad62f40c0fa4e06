import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_FORM_ACTION } from "../shared/form-posts";
import { browserRun, viewportAt, type Viewport } from "./harness";
import { ARTICLE, TAG } from "./public-pages";
import { appIsRunning, emulate, FULL_SPEED, holdAppScripts, SLOW_PHONE, type HeldAppScripts } from "./slow-phone";

const PHONE = viewportAt(390);
const LAPTOP = viewportAt(1280);
/** A word of the article's title that not every post holds, so a search for it filters the list. */
const WORD = ARTICLE.title
  .split(/\W+/)
  .find((part) => part.length > 5)!
  .toLowerCase();
const APP_START_TIMEOUT_MS = 60_000;

/**
 * Issue 36: a reader acts on a server-drawn page the moment it is there, before its app has started
 * (the app's scripts are held back until the action is done, and the test checks the app is not
 * running), then the scripts arrive and the action takes effect, once. The same on a slow phone
 * (CPU 4x slower, slow 4G) and at full speed.
 */
describe.each([SLOW_PHONE, FULL_SPEED])("a reader acting before the app has started, $name", (conditions) => {
  const run = browserRun();

  /** A fresh reader on `path` at domcontentloaded, the app's scripts held back. */
  const arrive = async (path: string, viewport: Viewport = LAPTOP) => {
    const session = await run.open(viewport);
    await emulate(session.page, conditions);
    const scripts = await holdAppScripts(session.page);
    await session.page.goto(path, { waitUntil: "domcontentloaded" });
    return { ...session, scripts };
  };

  /** Proves the app had not started when the reader acted, then lets it start. */
  const startTheApp = async (page: Page, scripts: HeldAppScripts) => {
    expect(await appIsRunning(page)).toBe(false);
    await scripts.release();
    await page.waitForSelector("html[data-interactive]", { timeout: APP_START_TIMEOUT_MS });
  };

  const postListRequests = (requests: string[]) =>
    requests.map((href) => new URL(href)).filter((url) => url.pathname === "/api/blog-posts" && url.searchParams.has("q"));

  it("searches the word typed into the posts search box, once, without another key pressed", async () => {
    const { page, scripts, requests } = await arrive("/posts");
    const all = Number((await fetch(`${run.server.url}/api/blog-posts?limit=1`)).headers.get("x-total-count"));
    const matching = Number((await fetch(`${run.server.url}/api/blog-posts?limit=1&q=${WORD}`)).headers.get("x-total-count"));
    expect(matching).toBeLessThan(all);

    await page.getByRole("searchbox", { name: "Search posts" }).pressSequentially(WORD);
    await startTheApp(page, scripts);

    await page.waitForURL((url) => url.searchParams.get("q") === WORD);
    await page.getByText(new RegExp(`^Showing \\d+ of ${matching} posts$`)).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search posts" }).inputValue()).toBe(WORD);
    expect(postListRequests(requests).map((url) => url.searchParams.get("q"))).toEqual([WORD]);
  });

  it("filters by a tag pressed twice by an impatient reader: applied once, not toggled off again", async () => {
    const { page, scripts } = await arrive("/posts");
    const tagButton = page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name: TAG, exact: true });
    await tagButton.click();
    await tagButton.click();
    await startTheApp(page, scripts);

    await page.waitForURL((url) => url.searchParams.get("tag") === TAG);
    await expect.poll(() => tagButton.getAttribute("aria-pressed")).toBe("true");
  });

  it("clears the filters when 'Clear filters' was pressed", async () => {
    const { page, scripts } = await arrive(`/posts?q=${WORD}&tag=${encodeURIComponent(TAG)}`);
    await page.getByRole("button", { name: "Clear filters", exact: true }).click();
    await startTheApp(page, scripts);

    await page.waitForURL((url) => url.pathname === "/posts" && url.search === "");
    expect(await page.getByRole("searchbox", { name: "Search posts" }).inputValue()).toBe("");
  });

  it("opens the share panel from 'Share', and its 'Copy link' and e-mail actions work", async () => {
    const { page, context, scripts } = await arrive(`/blog/${ARTICLE.slug}`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: run.server.url });
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await startTheApp(page, scripts);

    const panel = page.getByRole("dialog", { name: "Share this article" });
    await panel.waitFor();
    expect(await panel.getByRole("link", { name: "Share by e-mail" }).getAttribute("href")).toMatch(/^mailto:/);
    await panel.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied!", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${run.server.url}/blog/${ARTICLE.slug}`);
  });

  it("folds the open table of contents whose toggle was pressed, on a laptop where it stays open otherwise", async () => {
    const { page, scripts } = await arrive(`/blog/${ARTICLE.slug}`);
    const toggle = page.getByRole("button", { name: "Table of Contents" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    await startTheApp(page, scripts);

    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens the search dialog from the top bar's button, its field focused", async () => {
    const { page, scripts } = await arrive("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await startTheApp(page, scripts);

    const field = page.getByRole("dialog", { name: "Search Articles" }).getByRole("combobox", { name: "Search articles" });
    await field.waitFor();
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens the search dialog from Ctrl+K, its field focused", async () => {
    const { page, scripts } = await arrive("/posts");
    await page.locator("h1").click();
    await page.keyboard.press("Control+k");
    await startTheApp(page, scripts);

    const field = page.getByRole("dialog", { name: "Search Articles" }).getByRole("combobox", { name: "Search articles" });
    await field.waitFor();
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens the mobile menu from its button", async () => {
    const { page, scripts } = await arrive("/", PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await startTheApp(page, scripts);

    await page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Mobile" }).waitFor();
  });

  it("follows links as links: the hero's arrow, the article's contents, related articles and tags", async () => {
    const { page, scripts } = await arrive("/", PHONE);
    await page.getByRole("link", { name: "Scroll to featured stories" }).click();
    await page.waitForURL((url) => url.hash === "#featured-stories", { waitUntil: "commit" });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await appIsRunning(page)).toBe(false);

    await page.goto(`/blog/${ARTICLE.slug}`, { waitUntil: "domcontentloaded" });
    const contents = page.getByRole("navigation", { name: "Table of contents" }).getByRole("link").first();
    const heading = (await contents.getAttribute("href"))!;
    await contents.click();
    await page.waitForURL((url) => url.hash === heading, { waitUntil: "commit" });

    const related = page.getByRole("region", { name: "Continue Your Reading Journey" }).getByRole("link").first();
    const relatedPath = (await related.getAttribute("href"))!;
    await related.click();
    await page.waitForURL((url) => url.pathname === relatedPath, { waitUntil: "domcontentloaded" });
    await page.goBack({ waitUntil: "domcontentloaded" });

    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: `#${TAG}`, exact: true })
      .click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/tags/${TAG}`, { waitUntil: "domcontentloaded" });
    await startTheApp(page, scripts);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: TAG }).waitFor();
  });

  it("lets the reader select text and scroll, and draws the floating button only once the app runs it", async () => {
    const { page, scripts } = await arrive(`/blog/${ARTICLE.slug}`, PHONE);
    const paragraph = page.locator("article p").first();
    await paragraph.dblclick();
    expect((await page.evaluate(() => String(window.getSelection()))).trim()).not.toBe("");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // The floating button is the app's alone: not drawn before it runs, so never pressed in vain.
    expect(await page.getByRole("button", { name: /Go to table of contents|Back to top/ }).count()).toBe(0);
    await startTheApp(page, scripts);
    // The app starts where the reader is, and offers the button there.
    await page.getByRole("button", { name: /Go to table of contents|Back to top/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
  });

  /** The paths of the POSTs the page sends from now on. */
  const recordPosts = (page: Page) => {
    const paths: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") paths.push(new URL(request.url()).pathname);
    });
    return paths;
  };

  it("takes a comment sent from the server-drawn form, once, and says so", async () => {
    const { page, scripts } = await arrive(`/blog/${ARTICLE.slug}`);
    const posts = recordPosts(page);
    const form = page.getByRole("form", { name: "Leave a Comment" });
    await form.getByLabel("Name", { exact: true }).fill("Ines Ortega");
    await form.getByLabel("Email", { exact: true }).fill("ines@example.org");
    await form.getByLabel("Comment", { exact: true }).fill(`Strip-till saved us a pass on ${Date.now()}.`);
    await Promise.all([
      page.waitForURL(/[?&]comment=submitted/, { waitUntil: "domcontentloaded" }),
      form.getByRole("button", { name: "Submit Comment" }).click(),
    ]);
    await page.getByText("Comment submitted!", { exact: true }).waitFor();
    await startTheApp(page, scripts);

    expect(await page.getByText("Comment submitted!", { exact: true }).isVisible()).toBe(true);
    expect(posts.filter((path) => path.endsWith("/comments/form"))).toHaveLength(1);
  });

  it("subscribes the address sent from the home page's newsletter form, once, and says so", async () => {
    const { page, scripts } = await arrive("/");
    const posts = recordPosts(page);
    const field = page.getByRole("textbox", { name: "Email address" });
    await field.fill(`before-app-${Date.now()}@example.org`);
    await Promise.all([
      page.waitForURL(/[?&]subscribe=subscribed/, { waitUntil: "domcontentloaded" }),
      page.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    await page.getByText("Successfully subscribed!", { exact: true }).waitFor();
    await startTheApp(page, scripts);

    expect(await page.getByText("Successfully subscribed!", { exact: true }).isVisible()).toBe(true);
    expect(posts.filter((path) => path === NEWSLETTER_FORM_ACTION)).toEqual([NEWSLETTER_FORM_ACTION]);
  });
});

describe.each([SLOW_PHONE, FULL_SPEED])("the author's screens before they are ready, $name", (conditions) => {
  const run = browserRun();

  it("draw nothing to press before the app, and the editor keeps a title typed the moment it shows", async () => {
    const { page } = await run.open(LAPTOP);
    await emulate(page, conditions);
    const scripts = await holdAppScripts(page);
    await page.goto("/admin", { waitUntil: "domcontentloaded" });
    expect(await page.locator("#root a, #root button, #root input, #root textarea").count()).toBe(0);
    await scripts.release();
    await page.getByRole("button", { name: "Demo login" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor({ timeout: APP_START_TIMEOUT_MS });
    // No top bar here to hand Ctrl/Cmd+K to: the page keeps it, not the early-input capture.
    const ctrlKPrevented = await page.evaluate(() => {
      const event = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(ctrlKPrevented).toBe(false);

    await page.goto("/create-post", { waitUntil: "domcontentloaded" });
    const title = page.getByRole("textbox", { name: "Title" });
    await title.pressSequentially("Soil moisture at dawn");
    await page.waitForLoadState("networkidle");
    expect(await title.inputValue()).toBe("Soil moisture at dawn");
  });
});
