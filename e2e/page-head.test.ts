import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "../server/seed/sample-content";
import { browserRun } from "./harness";
import type { ReaderSession } from "./session";

const article = samplePosts.find((post) => post.isPublished && post.tags.length > 0)!;
const PATHS = ["/", "/posts", "/contact", `/blog/${article.slug}`, `/tags/${encodeURIComponent(article.tags[0])}`, "/no/such/page"];

/**
 * The head's search and sharing tags as sorted lines, read from `html` (the server's raw answer)
 * or, without it, from the live document. Stylesheets, scripts and preloads are the build's
 * business, not the page's metadata, so they are left out.
 */
async function headLines(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const head = source ? new DOMParser().parseFromString(source, "text/html") : document;
    const lines: string[] = [`title: ${head.title}`];
    for (const meta of head.querySelectorAll("meta[name], meta[property]")) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property");
      if (key === "viewport") continue;
      lines.push(`meta ${key}: ${meta.getAttribute("content")}`);
    }
    for (const link of head.querySelectorAll('link[rel="canonical"]')) lines.push(`canonical: ${link.getAttribute("href")}`);
    // React renders a non-async script where Helmet stands, so JSON-LD is looked for in the whole document.
    for (const script of head.querySelectorAll('script[type="application/ld+json"]'))
      lines.push(`json-ld: ${JSON.stringify(JSON.parse(script.textContent ?? "null"))}`);
    return lines.sort();
  }, html);
}

describe("the page head after a client-side navigation", () => {
  const run = browserRun();
  let session: ReaderSession;

  beforeAll(async () => {
    session = await run.open();
  });

  it.each(PATHS)("matches what the server sends for %s", async (path) => {
    const raw = await (await fetch(`${run.server.url}${path}`)).text();
    const { page } = session;
    const fromServer = await headLines(page, raw);
    expect(fromServer.some((line) => line.startsWith("meta og:title"))).toBe(true);

    // Arrive somewhere else first, so the head for `path` is written by the client, not the server.
    await page.goto(path === "/contact" ? "/posts" : "/contact");
    await page.waitForLoadState("networkidle");
    await page.evaluate((target) => window.history.pushState(null, "", target), path);
    await expect.poll(() => headLines(page), { timeout: 10_000 }).toEqual(fromServer);
  });
});
