import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, SCREENSHOTS, viewportAt } from "./harness";
import { ARTICLE } from "./public-pages";
import { appIsRunning, holdAppScripts } from "./slow-phone";

/** A handle whose server cannot exist (RFC 6761): the lookup fails the same way on every machine, offline too. */
const UNREACHABLE_HANDLE = "@x@invalid.invalid";
const PAGES = [
  ["home", "/"],
  ["article", `/blog/${ARTICLE.slug}`],
] as const;

const followBox = (page: Page) => page.getByRole("region", { name: "Follow on the fediverse" });

/** Types the handle into the box and presses Follow, waiting for the page that follows when it navigates. */
async function follow(page: Page, handle: string): Promise<void> {
  const box = followBox(page);
  await box.getByRole("textbox", { name: "Your handle" }).fill(handle);
  await Promise.all([page.waitForURL(/\/fediverse\/follow\?/), box.getByRole("button", { name: "Follow" }).click()]);
}

/** The server's own answer to the plain form: the reader's server's follow page, or a page saying why not. */
async function expectFollowProblemPage(page: Page, origin: string): Promise<void> {
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(`${origin}/fediverse/follow`);
  expect(url.searchParams.get("handle")).toBe(UNREACHABLE_HANDLE);
  expect(await page.getByRole("heading", { level: 1, name: "Follow on the fediverse" }).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Back to the blog" }).isVisible()).toBe(true);
}

describe("the follow box", () => {
  const run = browserRun();

  it.each(PAGES)("shows on the %s page with the blog's handle, and passes axe", async (name, path) => {
    const { page, consoleErrors } = await run.open(viewportAt(390));
    await page.goto(path);
    await page.waitForSelector("html[data-interactive]");
    const box = followBox(page);
    await box.scrollIntoViewIfNeeded();
    // Scrolled near, its own code arrives and hydrates the server's markup.
    await page.waitForLoadState("networkidle");

    const handle = `@furrow@${new URL(run.server.url).host}`;
    expect(await box.getByText(handle, { exact: true }).isVisible()).toBe(true);
    expect(await box.getByRole("button", { name: "Follow" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await box.screenshot({ path: `${SCREENSHOTS}follow-box-${name}.png` });
    expect(consoleErrors).toEqual([]);
  });

  it("once the app runs, says beside the field that a handle's server cannot be reached, and stays on the article", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await page.goto(`/blog/${ARTICLE.slug}`);
    await page.waitForSelector("html[data-interactive]");
    const box = followBox(page);
    await box.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");

    await box.getByRole("textbox", { name: "Your handle" }).fill(UNREACHABLE_HANDLE);
    await box.getByRole("button", { name: "Follow" }).click();

    const alert = box.getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/blog/${ARTICLE.slug}`);
    expect(await axeViolations(page)).toEqual([]);
    await box.screenshot({ path: `${SCREENSHOTS}follow-box-problem.png` });
    // The browser reports the lookup's error answer itself; nothing else may go wrong.
    expect(consoleErrors.filter((error) => !/status of (4\d\d|502)/.test(error.text))).toEqual([]);
  });

  it("follows with a plain GET before the app has started", async () => {
    const { page } = await run.open(viewportAt(390));
    const scripts = await holdAppScripts(page);
    await page.goto(`/blog/${ARTICLE.slug}`, { waitUntil: "domcontentloaded" });
    await followBox(page).scrollIntoViewIfNeeded();

    await follow(page, UNREACHABLE_HANDLE);
    expect(await appIsRunning(page)).toBe(false);
    await expectFollowProblemPage(page, run.server.url);
    await scripts.release();
  });

  it("follows with a plain GET with JavaScript turned off", async () => {
    const context = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false, viewport: viewportAt(390) });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await follow(page, UNREACHABLE_HANDLE);
      await expectFollowProblemPage(page, run.server.url);
      await page.getByRole("link", { name: "Back to the blog" }).click();
      await page.waitForURL(`${run.server.url}/`);
    } finally {
      await context.close();
    }
  });
});
