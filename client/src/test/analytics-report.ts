import type { AnalyticsReport } from "@shared/types";

const DAY_MS = 86_400_000;
const LAST_DAY = Date.parse("2026-11-05T00:00:00Z");

/** The `days` UTC days up to Nov 5, 2026, oldest first, as the report lists them. */
const daysUpToLast = (days: number) =>
  Array.from({ length: days }, (_, index) => new Date(LAST_DAY - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));

/** A report with no visits and nothing else, for `days` days ending Nov 5, 2026; tests add what they need. */
export function emptyReport(days = 30, overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const listed = daysUpToLast(days);
  return {
    days,
    from: listed[0],
    to: listed[listed.length - 1],
    totals: { visitors: 0, pageViews: 0, searches: 0 },
    daily: listed.map((day) => ({ day, visitors: 0, pageViews: 0 })),
    topPosts: [],
    referrers: [],
    answerEngines: [],
    campaigns: [],
    crawlers: [],
    zeroResultSearches: [],
    popularTags: [],
    shares: [],
    newsletter: { total: 0, gained: 0, daily: listed.map((day) => ({ day, subscribed: 0, unsubscribed: 0 })) },
    ...overrides,
  };
}

/** A month with readers: two posts read, an answer engine and a site that sent readers, crawlers, searches and subscribers. */
export function busyReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const base = emptyReport(30);
  return {
    ...base,
    totals: { visitors: 1234, pageViews: 2468, searches: 17 },
    daily: base.daily.map((entry) =>
      entry.day === "2026-11-02" ? { ...entry, visitors: 400, pageViews: 900 } : { ...entry, visitors: 24, pageViews: 54 },
    ),
    topPosts: [
      {
        path: "/blog/soil-sensors",
        slug: "soil-sensors",
        title: "Soil sensors that pay for themselves",
        pageViews: 340,
        visitors: 120,
        averageReadDepth: 75,
      },
      {
        path: "/blog/lora-on-the-farm",
        slug: "lora-on-the-farm",
        title: "LoRa on the farm",
        pageViews: 96,
        visitors: 80,
        averageReadDepth: 25,
      },
    ],
    referrers: [{ host: "news.ycombinator.com", visits: 9 }],
    answerEngines: [{ engine: "ChatGPT", visits: 12, hosts: ["chatgpt.com"] }],
    campaigns: [{ source: "newsletter", visits: 31 }],
    crawlers: [
      { bot: "GPTBot", owner: "OpenAI", purpose: "ai-training", hits: 57 },
      { bot: "Googlebot", owner: "Google", purpose: "search", hits: 1502 },
    ],
    zeroResultSearches: [{ query: "hydroponic quinoa", count: 4 }],
    popularTags: [{ tag: "sensors", clicks: 21 }],
    shares: [{ network: "linkedin", clicks: 6 }],
    newsletter: {
      total: 88,
      gained: 5,
      daily: base.newsletter.daily.map((entry) => (entry.day === "2026-11-03" ? { ...entry, subscribed: 6, unsubscribed: 1 } : entry)),
    },
    ...overrides,
  };
}
