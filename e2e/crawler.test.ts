import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { browserRun } from "./harness";

/** Answer engines' and search engines' crawlers: none of them runs the page's scripts. */
const CRAWLERS = [
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
];
const ARTICLE_BODY = ".prose-article";
const SHARE_REQUIRED = 0.95;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The share of `rendered`'s words (counted with repeats) that `raw` holds as often. */
function shareOfWordsHeld(rendered: string[], raw: string[]): number {
  const available = new Map<string, number>();
  for (const word of raw) available.set(word, (available.get(word) ?? 0) + 1);
  let held = 0;
  for (const word of rendered) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      held++;
      available.set(word, left - 1);
    }
  }
  return rendered.length === 0 ? 0 : held / rendered.length;
}

/** Every published post as a crawler gets it, against what a browser shows once the scripts ran. */
describe("what crawlers get", () => {
  const run = browserRun();

  it("every published post in the sitemap arrives with its whole text and its JSON-LD, without JavaScript", async () => {
    const sitemap = await (await fetch(`${run.server.url}/sitemap.xml`)).text();
    const articles = Array.from(sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g), (match) => match[1]);
    const published = (await (await fetch(`${run.server.url}/api/blog-posts?limit=100`)).json()) as { slug: string }[];
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBe(published.length);

    const { page } = await run.open();
    for (const [index, path] of articles.entries()) {
      const response = await fetch(`${run.server.url}${path}`, { headers: { "user-agent": CRAWLERS[index % CRAWLERS.length] } });
      expect(response.status, path).toBe(200);
      const raw = new JSDOM(await response.text()).window.document;

      await page.goto(path);
      await page.locator(ARTICLE_BODY).waitFor();
      const renderedBody = wordsOf(await page.locator(ARTICLE_BODY).innerText());
      const title = (await page.locator("h1").first().innerText()).trim();
      expect(renderedBody.length, path).toBeGreaterThan(150);

      const rawBody = wordsOf(raw.querySelector(ARTICLE_BODY)?.textContent ?? "");
      expect(shareOfWordsHeld(renderedBody, rawBody), path).toBeGreaterThanOrEqual(SHARE_REQUIRED);
      expect(raw.querySelector("h1")?.textContent?.trim(), path).toBe(title);

      const structured = Array.from(raw.querySelectorAll('script[type="application/ld+json"]'), (script) =>
        JSON.parse(script.textContent ?? "null"),
      );
      const graph = structured.flatMap((data) => (Array.isArray(data?.["@graph"]) ? data["@graph"] : [data]));
      const posting = graph.find((node) => ["BlogPosting", "Article", "NewsArticle"].includes(node?.["@type"]));
      expect(posting, path).toBeDefined();
      expect(posting.headline, path).toBe(title);
    }
  });
});
