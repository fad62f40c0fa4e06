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

describe("the comment and newsletter forms with JavaScript turned off", () => {
  const run = browserRun();

  const noScriptPage = async () => {
    const context = await run.browser.newContext({
      baseURL: run.server.url,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    return { context, page: await context.newPage() };
  };

  it("posts a comment to the server and comes back to the article saying it was submitted, with nothing typed in the address", async () => {
    const { context, page } = await noScriptPage();
    try {
      await page.goto(`/blog/${ARTICLE.slug}`);
      const form = commentForm(page);
      await form.getByLabel("Name", { exact: true }).fill("Nils Holm");
      await form.getByLabel("Email", { exact: true }).fill("nils@example.org");
      await form.getByLabel("Comment", { exact: true }).fill("We sowed clover under the oats and it held the soil all winter.");
      await Promise.all([page.waitForURL(/[?&]comment=submitted/), form.getByRole("button", { name: "Submit Comment" }).click()]);

      expect(await commentForm(page).getByText("Comment submitted!", { exact: true }).isVisible()).toBe(true);
      expect(page.url()).toMatch(new RegExp(`/blog/${ARTICLE.slug}\\?comment=submitted#comments$`));
      expect(decodeURIComponent(page.url())).not.toMatch(/nils|clover/i);
    } finally {
      await context.close();
    }
  });

  it("says 'Invalid email' for an address without @, with what was typed kept in the form and nothing of it in the address", async () => {
    const { context, page } = await noScriptPage();
    try {
      await page.goto(`/blog/${ARTICLE.slug}`);
      const form = commentForm(page);
      await form.getByLabel("Name", { exact: true }).fill("Nils Holm");
      await form.getByLabel("Email", { exact: true }).fill("nils.example.org");
      await form.getByLabel("Comment", { exact: true }).fill("A question about the clover.");
      await Promise.all([page.waitForURL(/[?&]comment=invalid-email/), form.getByRole("button", { name: "Submit Comment" }).click()]);

      const after = commentForm(page);
      expect(await after.getByText("Invalid email", { exact: true }).isVisible()).toBe(true);
      // What the reader typed is back in the form, carried by a cookie, not the address.
      expect(await after.getByLabel("Name", { exact: true }).inputValue()).toBe("Nils Holm");
      expect(await after.getByLabel("Email", { exact: true }).inputValue()).toBe("nils.example.org");
      expect(await after.getByLabel("Comment", { exact: true }).inputValue()).toBe("A question about the clover.");
      expect(decodeURIComponent(page.url())).not.toMatch(/nils|clover/i);

      // Shown once: the same address again is the plain page, the draft gone.
      await page.reload();
      expect(await commentForm(page).getByLabel("Name", { exact: true }).inputValue()).toBe("");
    } finally {
      await context.close();
    }
  });

  it("subscribes an address from the home page and comes back saying so", async () => {
    const { context, page } = await noScriptPage();
    try {
      await page.goto("/");
      await page.getByRole("textbox", { name: "Email address" }).fill(`no-script-${Date.now()}@example.org`);
      await Promise.all([page.waitForURL(/[?&]subscribe=subscribed/), page.getByRole("button", { name: "Subscribe" }).click()]);

      expect(await page.getByText("Successfully subscribed!", { exact: true }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/");
      expect(decodeURIComponent(page.url())).not.toContain("no-script-");
    } finally {
      await context.close();
    }
  });

  it("says 'Invalid email' on the home page for an address without @, with the address kept in the field", async () => {
    const { context, page } = await noScriptPage();
    try {
      await page.goto("/");
      await page.getByRole("textbox", { name: "Email address" }).fill("not-an-address");
      await Promise.all([page.waitForURL(/[?&]subscribe=invalid-email/), page.getByRole("button", { name: "Subscribe" }).click()]);

      expect(await page.getByText("Invalid email", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("textbox", { name: "Email address" }).inputValue()).toBe("not-an-address");
      expect(page.url()).not.toContain("not-an-address");
    } finally {
      await context.close();
    }
  });
});
