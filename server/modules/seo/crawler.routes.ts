import { Router } from "express";
import type { CrawlerFeeds } from "./crawler-feeds";
import { type DeclaredCache, PUBLIC_CONTENT } from "../../http/cache/cache-rule";

interface CrawlerFile extends DeclaredCache {
  type: string;
  make(feeds: CrawlerFeeds): string | Promise<string>;
}

/** Files crawlers and answer engines read, each with its cache rule; all derived from the published posts. */
export const CRAWLER_FILES: readonly CrawlerFile[] = [
  { path: "/sitemap.xml", type: "application/xml", make: (feeds) => feeds.sitemap(), cache: { reads: PUBLIC_CONTENT } },
  // Never cached: it is made from the settings alone, in microseconds.
  { path: "/robots.txt", type: "text/plain", make: (feeds) => feeds.robots() },
  { path: "/rss.xml", type: "application/rss+xml", make: (feeds) => feeds.rss(), cache: { reads: PUBLIC_CONTENT } },
  { path: "/llms.txt", type: "text/plain", make: (feeds) => feeds.llms(), cache: { reads: PUBLIC_CONTENT } },
  { path: "/llms-full.txt", type: "text/plain", make: (feeds) => feeds.llmsFull(), cache: { reads: PUBLIC_CONTENT } },
];

/** /blog/{slug}.md: the article for answer engines, without its comments; the page route would take it for a missing file. */
export const ARTICLE_MARKDOWN: DeclaredCache = { path: "/blog/{slug}.md", cache: { reads: PUBLIC_CONTENT } };

/** /series/{slug}/rss.xml: a series' own feed. */
export const SERIES_FEED: DeclaredCache = { path: "/series/{slug}/rss.xml", cache: { reads: PUBLIC_CONTENT } };

export function crawlerRoutes(feeds: CrawlerFeeds): Router {
  const router = Router();

  for (const file of CRAWLER_FILES) {
    router.get(file.path, async (_req, res) => {
      res.type(file.type).send(await file.make(feeds));
    });
  }

  router.get("/series/:slug/rss.xml", async (req, res) => {
    const feed = await feeds.seriesRss(req.params.slug);
    if (feed === null) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.type("application/rss+xml").send(feed);
  });

  router.get("/blog/:file", async (req, res, next) => {
    const slug = /^(.+)\.md$/.exec(req.params.file)?.[1];
    if (!slug) return next();
    const found = await feeds.markdown(slug);
    if (!found) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (found.slug !== slug) {
      res.redirect(301, `/blog/${encodeURIComponent(found.slug)}.md`);
      return;
    }
    res.type("text/markdown").send(found.text);
  });

  return router;
}
