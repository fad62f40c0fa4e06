/**
 * The dashboard's sample figures (spec sections 3 and 9). They are not measured: a search console or
 * an answer engine would have to tell us. Every figure shown from here is labelled 'Sample figure';
 * the ones this site can know itself come from /api/admin/seo-overview instead.
 */
export const SAMPLE_SCORES = {
  overallScore: 95,
  geoScore: 92,
  technicalSEO: 98,
  contentOptimization: 94,
  aiVisibility: 89,
  searchEngineHealth: 96,
  socialSignals: 87,
  performanceScore: 91,
} as const;

export const SAMPLE_GEO = {
  aiChatbotReferences: 87,
  structuredDataCompliance: 95,
  contentAuthority: 91,
  semanticOptimization: 89,
  conversationalQueryOptimization: 86,
  knowledgeGraphPresence: 78,
} as const;

/** Spec section 9's technical sample. Sitemap, robots, RSS and schemas are replaced on screen by live figures. */
export const SAMPLE_TECHNICAL = {
  sitemap: { status: "active", urls: 89 },
  robotsTxt: { status: "optimized", aiBotsAllowed: 12 },
  rss: { status: "active", posts: 50 },
  structuredData: { status: "implemented", schemas: 8 },
  pageSpeed: { mobile: 89, desktop: 95 },
  ssl: { status: "valid", expiry: "2025-12-31" },
  indexability: { indexed: 86, total: 89 },
} as const;

export interface CrawlerRecord {
  name: string;
  allowed: boolean;
  crawled: string;
  score: number;
}

export const SAMPLE_CRAWLERS: CrawlerRecord[] = [
  { name: "GPTBot", allowed: true, crawled: "2 hours ago", score: 94 },
  { name: "Claude-Web", allowed: true, crawled: "5 hours ago", score: 92 },
  { name: "PerplexityBot", allowed: true, crawled: "1 day ago", score: 89 },
  { name: "CCBot", allowed: true, crawled: "3 days ago", score: 85 },
  { name: "YouBot", allowed: true, crawled: "4 days ago", score: 81 },
  { name: "Applebot", allowed: true, crawled: "12 hours ago", score: 90 },
];

export const SAMPLE_TREND = [
  { month: "Jan", seo: 82, geo: 71 },
  { month: "Feb", seo: 85, geo: 75 },
  { month: "Mar", seo: 87, geo: 80 },
  { month: "Apr", seo: 90, geo: 84 },
  { month: "May", seo: 93, geo: 88 },
  { month: "Jun", seo: 95, geo: 92 },
];

export const SAMPLE_INDEXED_BY_ENGINE = [
  { engine: "Google", pages: 86 },
  { engine: "Bing", pages: 83 },
  { engine: "DuckDuckGo", pages: 80 },
  { engine: "Yandex", pages: 72 },
];
