import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiTraffic, AnalyticsReport } from "../../../shared/types";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const agents = {
  gptBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  chatGptUser: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  claudeBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  perplexityBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  reader: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

let t: TestApp;
beforeAll(async () => {
  t = await startSeededAppWithShell({});
});
afterAll(async () => t.close());

describe("crawlers and answer engines, counted from the server's own requests", () => {
  it("counts crawler hits per bot and page, and visits answer engines sent, and nothing else", async () => {
    // Each count is written after its answer has gone; the test keeps them to wait for them all.
    const served = vi.spyOn(t.services.collector, "served");
    const get = (path: string, userAgent: string, referer?: string) => {
      const call = t.agent().get(path).set("User-Agent", userAgent);
      return referer ? call.set("Referer", referer) : call;
    };
    // The second article hit is answered from the response cache: it still counts.
    await get(ARTICLE, agents.gptBot).expect(200);
    await get(ARTICLE, agents.gptBot).expect(200);
    await get("/sitemap.xml", agents.gptBot).expect(200);
    await get(ARTICLE, agents.chatGptUser).expect(200);
    await get("/llms.txt", agents.claudeBot).expect(200);
    await get("/robots.txt", agents.googlebot).expect(200);
    await get("/", agents.perplexityBot).expect(200);
    // Not counted: a page that does not exist, the API, and a reader from a search engine.
    await get("/no-such-page", agents.gptBot).expect(404);
    await get("/api/blog-posts", agents.claudeBot).expect(200);
    await get("/", agents.reader, "https://www.google.com/").expect(200);
    // Answer engines: by referrer, or by the utm_source ChatGPT adds to its links.
    await get(ARTICLE, agents.reader, "https://www.perplexity.ai/search?q=soil+sensors").expect(200);
    await get(`${ARTICLE}?utm_source=chatgpt.com`, agents.reader).expect(200);
    await get("/", agents.reader, "https://gemini.google.com/app").expect(200);

    // The answers went one after another, and each was counted as it finished sending.
    expect(served).toHaveBeenCalledTimes(10);
    await Promise.all(served.mock.results.map((result) => result.value));

    const admin = await adminAgent(t);
    const traffic = (await admin.get("/api/admin/analytics/ai-traffic?days=30").expect(200)).body as AiTraffic;
    expect(traffic.crawlers).toEqual([
      { bot: "GPTBot", owner: "OpenAI", purpose: "ai-training", hits: 3 },
      { bot: "ChatGPT-User", owner: "OpenAI", purpose: "ai-assistant", hits: 1 },
      { bot: "ClaudeBot", owner: "Anthropic", purpose: "ai-training", hits: 1 },
      { bot: "Googlebot", owner: "Google", purpose: "search", hits: 1 },
      { bot: "PerplexityBot", owner: "Perplexity", purpose: "ai-search", hits: 1 },
    ]);
    expect(traffic.crawledPages[0]).toEqual({ path: ARTICLE, hits: 3 });
    expect(traffic.crawledPages).toHaveLength(5);
    expect(traffic.answerEngines).toEqual([
      { engine: "ChatGPT", visits: 1 },
      { engine: "Gemini", visits: 1 },
      { engine: "Perplexity", visits: 1 },
    ]);
    // The Analytics tab shows the same crawler hits.
    const report = (await admin.get("/api/admin/analytics?days=7").expect(200)).body as AnalyticsReport;
    expect(report.crawlers).toEqual(traffic.crawlers);
  });
});
