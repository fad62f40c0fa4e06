import * as z from "zod";

/**
 * What the site itself knows about its search and answer-engine readiness, computed from the same
 * code that writes its sitemap, feed, robots.txt and JSON-LD. Everything else on the SEO dashboard
 * is a sample figure (spec section 9).
 */
export const seoOverviewSchema = z.object({
  /** <url> entries in the sitemap the server would send now. */
  sitemapUrls: z.number().int().min(0),
  /** <item> entries in the RSS feed. */
  rssPosts: z.number().int().min(0),
  /** AI crawlers robots.txt names and lets read the site. */
  aiBotsAllowed: z.array(z.string()),
  /** Distinct schema.org @type values in the JSON-LD of the home page, the newest post and a tag page. */
  schemaTypes: z.array(z.string()),
  publishedPosts: z.number().int().min(0),
  /** Drafts included. */
  totalPosts: z.number().int().min(0),
  /** Pages a search engine may index: published posts, tag pages, the home page and /posts. */
  pages: z.number().int().min(0),
  /** Posts with images without alt text (featured or in the body), most first; at most 100 are named. */
  imagesWithoutAlt: z.array(z.object({ slug: z.string(), title: z.string(), count: z.number().int().min(1) })),
  generatedAt: z.string(),
});

/** The JSON-LD objects of a page, as its <script type="application/ld+json"> tags carry them. */
export const structuredDataSchema = z.array(z.record(z.string(), z.unknown()));
