import type { AnalyticsKind } from "../server/store/repositories/analytics.record";

const CRAWLERS = [
  "GPTBot",
  "ClaudeBot",
  "Googlebot",
  "bingbot",
  "PerplexityBot",
  "CCBot",
  "Applebot",
  "Amazonbot",
  "Bytespider",
  "YandexBot",
  "Baiduspider",
  "DuckDuckBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "Claude-User",
];

/**
 * A busy one-author blog's day of analytics, shared by the size and flood benches: per kind, how
 * many distinct keys a day has and the key at an index (the index moves through the archive as days
 * pass). About 1,200 keys a day: 300 pages read, 60 referring sites, 150 searches, 40 tags clicked,
 * 8 ways of sharing, 15 crawlers fetching 600 pages, 40 pages reached from answer engines, 20
 * campaign sources.
 */
export const BUSY_DAY: [AnalyticsKind, number, (index: number) => string][] = [
  ["page", 300, (index) => `/blog/a-long-enough-article-slug-about-precision-farming-${index}`],
  ["referrer", 60, (index) => `news-site-${index}.example.com`],
  ["search", 150, (index) => `soil moisture sensor calibration ${index}`],
  ["tag", 40, (index) => `precision agriculture ${index}`],
  ["share", 8, (index) => `network-${index}`],
  ["crawler", CRAWLERS.length, (index) => CRAWLERS[index % CRAWLERS.length]],
  ["crawledPage", 600, (index) => `/blog/a-long-enough-article-slug-about-precision-farming-${index * 7}`],
  ["answerEngine", 40, (index) => `ChatGPT /blog/a-long-enough-article-slug-about-precision-farming-${index}`],
  ["campaign", 20, (index) => `newsletter-${index}`],
];
