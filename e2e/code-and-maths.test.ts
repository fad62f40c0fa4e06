import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PostCard } from "../shared/types";
import { axeViolations } from "./axe";
import { firstLoadScripts } from "./first-load-scripts";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { ARTICLE } from "./public-pages";
import { hydrated } from "./session";
import { CODE_AND_MATHS_MARKDOWN as BODY, SAMPLE_CODE as CODE } from "../server/test/code-and-maths-post";

const TITLE = "Nitrogen by the hectare, worked out in code";
describe("highlighted code and typeset maths, drawn on the server", () => {
  const run = browserRun();
  let slug = "";

  const scriptPaths = async (path: string) =>
    new Set((await firstLoadScripts(run.browser, run.server.url + path)).map((file) => file.path));

  async function publishWithMaths(page: Page) {
    await signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
    await page.goto("/create-post");
    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await page.getByRole("textbox", { name: "Post content (Markdown)" }).fill(BODY);
    await page.getByRole("checkbox", { name: "Maths ($...$ and $$...$$)" }).check();

    // The author previews what readers get: the same highlighting and typesetting.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.locator("math").first().waitFor();
    expect(await preview.locator(".hljs-keyword").first().innerText()).toBe("def");
    await page.getByRole("button", { name: "Edit", exact: true }).click();

    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);
    const posts = (await (await page.request.get("/api/admin/blog-posts")).json()) as PostCard[];
    return posts.find((post) => post.title === TITLE)!.slug;
  }

  it("publishes a post with code and maths on; the server's HTML has the highlighted spans, the MathML and no copy button", async () => {
    const { page } = await run.open(viewportAt(1280));
    slug = await publishWithMaths(page);
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    expect(html).toContain('<code class="hljs language-python"><span class="hljs-keyword">def</span>');
    expect(html).toContain('<span class="hljs-comment"># kg N/ha</span>');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expect(html).toContain("a bag costs $5 a bag and $7 a sack.");
    expect(html).not.toContain("code-copy-button");
  });

  it("loads no script for the highlighting or the maths: only the Copy buttons' own, which an article without code never loads", async () => {
    const withCode = await scriptPaths(`/blog/${slug}`);
    const without = await scriptPaths(`/blog/${ARTICLE.slug}`);
    expect(withCode.size).toBeGreaterThan(0);
    const extra = [...withCode].filter((path) => !without.has(path));
    expect(
      extra.every((path) => /\/assets\/(code-copy-buttons|use-copy-feedback)-[\w-]+\.js$/.test(path)),
      extra.join(", "),
    ).toBe(true);
  });

  it("draws the maths and colours the code in Chromium, and the app's Copy button copies the block", async () => {
    const { page, context, consoleErrors } = await run.open(viewportAt(1280));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: run.server.url });
    await page.goto(`/blog/${slug}`);
    const article = page.locator(".prose-article");
    const display = article.locator('math[display="block"]');
    await display.waitFor();
    expect((await display.boundingBox())!.height).toBeGreaterThan(20);
    const colourOf = (selector: string) =>
      article
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    expect(await colourOf(".hljs-keyword")).not.toBe(await colourOf("pre"));
    expect(await colourOf(".hljs-comment")).not.toBe(await colourOf("pre"));

    const copy = await hydrated(article.getByRole("button", { name: "Copy code" }));
    await copy.click();
    await article.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${CODE}\n`);
    await shoot(page, "article-code-and-maths-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
