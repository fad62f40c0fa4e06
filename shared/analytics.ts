import { ANALYTICS } from "./analytics-limits";

export { ANALYTICS, READER_PAGES, type AnalyticsRange, type DepthThreshold } from "./analytics-limits";

export type CrawlerPurpose = "search" | "ai-training" | "ai-search" | "ai-assistant";

export interface KnownCrawler {
  /** The name the crawler announces in its User-Agent, as its owner documents it. */
  name: string;
  owner: string;
  purpose: CrawlerPurpose;
}

/**
 * Crawlers counted by name. Tokens that only appear in robots.txt and never in a request
 * (Google-Extended, Applebot-Extended) are not crawlers and are not listed: Google-Extended
 * traffic arrives as Googlebot. Order matters only where one name contains another.
 */
export const KNOWN_CRAWLERS: readonly KnownCrawler[] = [
  { name: "GPTBot", owner: "OpenAI", purpose: "ai-training" },
  { name: "OAI-SearchBot", owner: "OpenAI", purpose: "ai-search" },
  { name: "ChatGPT-User", owner: "OpenAI", purpose: "ai-assistant" },
  { name: "ClaudeBot", owner: "Anthropic", purpose: "ai-training" },
  { name: "Claude-SearchBot", owner: "Anthropic", purpose: "ai-search" },
  { name: "Claude-User", owner: "Anthropic", purpose: "ai-assistant" },
  { name: "Claude-Web", owner: "Anthropic", purpose: "ai-assistant" },
  { name: "anthropic-ai", owner: "Anthropic", purpose: "ai-training" },
  { name: "PerplexityBot", owner: "Perplexity", purpose: "ai-search" },
  { name: "Perplexity-User", owner: "Perplexity", purpose: "ai-assistant" },
  { name: "Google-CloudVertexBot", owner: "Google", purpose: "ai-training" },
  { name: "Googlebot", owner: "Google", purpose: "search" },
  { name: "bingbot", owner: "Microsoft", purpose: "search" },
  { name: "CCBot", owner: "Common Crawl", purpose: "ai-training" },
  { name: "Applebot", owner: "Apple", purpose: "search" },
  { name: "Amazonbot", owner: "Amazon", purpose: "ai-training" },
  { name: "meta-externalagent", owner: "Meta", purpose: "ai-training" },
  { name: "Bytespider", owner: "ByteDance", purpose: "ai-training" },
  { name: "cohere-ai", owner: "Cohere", purpose: "ai-training" },
  { name: "YouBot", owner: "You.com", purpose: "ai-search" },
  { name: "DuckAssistBot", owner: "DuckDuckGo", purpose: "ai-assistant" },
  { name: "DuckDuckBot", owner: "DuckDuckGo", purpose: "search" },
  { name: "YandexBot", owner: "Yandex", purpose: "search" },
  { name: "Baiduspider", owner: "Baidu", purpose: "search" },
];

// Built on first use, so a client bundle that imports only the constants above carries none of this.
let crawlerPatterns: { crawler: KnownCrawler; pattern: RegExp }[] | undefined;

/** The known crawler a User-Agent names (as a whole word, so ClaudeBot is not Claude-User), or null. */
export function crawlerOf(userAgent: string | undefined): KnownCrawler | null {
  if (!userAgent) return null;
  crawlerPatterns ??= KNOWN_CRAWLERS.map((crawler) => ({
    crawler,
    pattern: new RegExp(`(^|[^a-z0-9-])${crawler.name}([^a-z0-9-]|$)`, "i"),
  }));
  return crawlerPatterns.find(({ pattern }) => pattern.test(userAgent))?.crawler ?? null;
}

/**
 * Agents that are programs, not readers: named crawlers, anything calling itself a bot, spider or
 * crawler, headless browsers, audit tools and HTTP libraries. They are never counted as visitors.
 */
const AUTOMATED =
  /bot\b|bot\/|spider|crawl|slurp|headless|lighthouse|pagespeed|phantomjs|preview|facebookexternalhit|embedly|curl\/|wget\/|python-|httpclient|okhttp|go-http|java\/|axios|node-fetch|undici|postman/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return crawlerOf(userAgent) !== null || AUTOMATED.test(userAgent);
}

export interface AnswerEngine {
  name: string;
  hosts: readonly string[];
}

/** Assistants whose answers link to pages; a visit from one of them says the blog was cited. */
export const ANSWER_ENGINES: readonly AnswerEngine[] = [
  { name: "ChatGPT", hosts: ["chatgpt.com", "chat.openai.com"] },
  { name: "Perplexity", hosts: ["perplexity.ai"] },
  { name: "Gemini", hosts: ["gemini.google.com", "bard.google.com"] },
  { name: "Copilot", hosts: ["copilot.microsoft.com", "copilot.com"] },
  { name: "Claude", hosts: ["claude.ai"] },
];

/** A referrer's host, lower-cased and without a leading www. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
}

/** The answer engine behind a referrer host or a utm_source value (ChatGPT tags its links utm_source=chatgpt.com). */
export function answerEngineOf(hostOrSource: string | undefined | null): AnswerEngine | null {
  if (!hostOrSource) return null;
  const host = normalizeHost(hostOrSource);
  return (
    ANSWER_ENGINES.find((engine) =>
      engine.hosts.some((known) => host === known || host.endsWith(`.${known}`) || host === known.split(".")[0]),
    ) ?? null
  );
}

/** What the privacy page lists: every line is true of the collector as configured above. */
export const ANALYTICS_PRIVACY = {
  counted: [
    "Which pages are read, and how far down an article readers get (a quarter, half, three quarters, the end).",
    "What readers search for on the blog and how many posts each search found.",
    "Clicks on tags and on share buttons.",
    "The website a reader came from (its name only, such as a search engine or an AI assistant) and a campaign's utm_source.",
    "Visits by search engine and AI crawlers, by the name they announce.",
    "How often each link in a newsletter mail is followed: one count per link, never who followed it. The mails carry no tracking pixel.",
  ],
  never: [
    "No cookies, and nothing kept in your browser's storage, are used for counting.",
    "Your IP address and your browser's user agent are never stored.",
    "No fingerprinting: readers are told apart within one day only, by a one-way hash of a random daily secret, the site, the address and the user agent. The secret is deleted when the day ends, so no visit can be linked to another day's.",
    "Nothing is sent to an outside analytics company by Furrow's own counting, and nothing is sold or shared.",
    "Programs (crawlers, bots, headless browsers) are not counted as readers.",
  ],
  retention: `Counts are kept as daily totals per page for ${ANALYTICS.retentionDays} days and then deleted; the per-reader markers that make a daily count possible are deleted with the day's secret.`,
} as const;
