import type { ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserRun, viewportAt } from "./harness";
import { ARTICLE, PUBLIC_PAGES, textBeforeScripts } from "./public-pages";

/** What React 19 reports when the browser's first render differs from the server's HTML. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered|server HTML|switched to client rendering|Minified React error #(418|419|421|422|423|425)/i;
const WHITESPACE = (text: string) => text.replace(/\s+/g, " ");

describe("server-rendered public pages in the browser", () => {
  const run = browserRun();

  // A phone and a laptop: parts of the page (the contents card) differ by width after mount.
  const cases = [390, 1280].flatMap((width) => PUBLIC_PAGES.map((page) => ({ ...page, width })));

  it.each(cases)("$path arrives with its text and hydrates without a mismatch ($width px)", async ({ path, text, width }) => {
    const raw = await (await fetch(`${run.server.url}${path}`)).text();
    expect(textBeforeScripts(raw)).toContain(WHITESPACE(text));

    const { page, requests } = await run.open(viewportAt(width));
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
    };
    page.on("console", record);
    page.on("pageerror", (error) => messages.push(`${error.name}: ${error.message}`));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The parts below the fold hydrate as their code arrives: bring them all in.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.body.innerText)).toContain(text.slice(0, 40));
    // The page came with its data: the browser asks the API for none of it again.
    const dataRequests = requests.filter((url) => /\/api\/(profile|blog-posts)/.test(new URL(url).pathname));
    expect(dataRequests).toEqual([]);
  });
});

describe("the server's page as the script takes over", () => {
  const run = browserRun();

  it.each([390, 1280])("an article does not move while it loads and hydrates (%i px)", async (width) => {
    const { page } = await run.open(viewportAt(width));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      });
      observer.observe({ type: "layout-shift", buffered: true });
      (window as unknown as { __layoutShifts: { shifts: number[]; observer: PerformanceObserver } }).__layoutShifts = { shifts, observer };
    });
    await page.goto(`/blog/${ARTICLE.slug}`);
    await page.waitForSelector("html[data-interactive]");
    await page.waitForLoadState("networkidle");
    // Shifts are measured when a frame is drawn: wait for the fonts, then two frames, then take what the observer has not yet delivered.
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { shifts, observer } = (window as unknown as { __layoutShifts: { shifts: number[]; observer: PerformanceObserver } })
        .__layoutShifts;
      for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
      return shifts.reduce((sum, value) => sum + value, 0);
    });
    expect(shift).toBeLessThan(0.01);
    // On a phone the contents card ends folded, and opens on request.
    const toggle = page.getByRole("button", { name: "Table of Contents" });
    expect(await toggle.getAttribute("aria-expanded")).toBe(width < 1024 ? "false" : "true");
  });
});
