import type { ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserRun } from "./harness";
import { PUBLIC_PAGES, textBeforeScripts } from "./public-pages";

/** What React 19 reports when the browser's first render differs from the server's HTML. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|server HTML|switched to client rendering|Minified React error #(418|419|421|422|423|425)/i;
const WHITESPACE = (text: string) => text.replace(/\s+/g, " ");

describe("server-rendered public pages in the browser", () => {
  const run = browserRun();

  it.each(PUBLIC_PAGES)("$path arrives with its text and hydrates without a mismatch", async ({ path, text }) => {
    const raw = await (await fetch(`${run.server.url}${path}`)).text();
    expect(textBeforeScripts(raw)).toContain(WHITESPACE(text));

    const { page, requests } = await run.open();
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
