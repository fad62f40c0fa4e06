import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserRun } from "./harness";
import { ARTICLE } from "./public-pages";

const commentForm = (page: Page) => page.getByRole("form", { name: "Leave a Comment" });

describe("the comment and newsletter forms while the page's script takes over", () => {
  const run = browserRun();

  it("keeps a name typed into the server-drawn comment form before the page is interactive, and takes the comment", async () => {
    const { page } = await run.open({ width: 1280, height: 900 });
    await page.goto(`/blog/${ARTICLE.slug}`, { waitUntil: "domcontentloaded" });
    const form = commentForm(page);
    // Typed into the server's HTML, before or while the script and the lazy comments part arrive.
    await form.getByLabel("Name", { exact: true }).fill("Grete Jensen");
    await page.waitForSelector("html[data-interactive]");
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Grete Jensen");

    await form.getByLabel("Email", { exact: true }).fill("grete@example.org");
    await form.getByLabel("Comment", { exact: true }).fill(`Drilled rye after maize on ${Date.now()} and it worked.`);
    await form.getByRole("button", { name: "Submit Comment" }).click();
    await page.getByText("Comment submitted!", { exact: true }).waitFor();
    expect(page.url()).not.toContain("grete");
  });

  it("keeps an address typed into the server-drawn newsletter form before the page is interactive, and subscribes it", async () => {
    const { page } = await run.open({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const field = page.getByRole("textbox", { name: "Email address" });
    const email = `early-${Date.now()}@example.org`;
    await field.fill(email);
    await page.waitForSelector("html[data-interactive]");
    await field.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await field.inputValue()).toBe(email);

    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Successfully subscribed!", { exact: true }).waitFor();
    expect(page.url()).not.toContain("early-");
  });
});
