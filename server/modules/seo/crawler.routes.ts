import { Router } from "express";
import type { CrawlerFeeds } from "./crawler-feeds";
import { cachedRoute, type CachedRoute } from "../../http/cached-routes";
import { PUBLIC_CONTENT } from "../../http/cache-rule";

/** The files the response cache keeps in every mode, the same for any query string. */
export const CACHED_CRAWLER_FILES: readonly CachedRoute[] = ["/sitemap.xml", "/rss.xml", "/llms.txt", "/llms-full.txt"].map((path) =>
  cachedRoute(path, { reads: PUBLIC_CONTENT }, { rewrite: true }),
);

/** Files crawlers and answer engines read; all derived from the published posts on each request. */
export function crawlerRoutes(feeds: CrawlerFeeds): Router {
  const router = Router();

  router.get("/sitemap.xml", async (_req, res) => {
    res.type("application/xml").send(await feeds.sitemap());
  });

  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").send(feeds.robots());
  });

  router.get("/rss.xml", async (_req, res) => {
    res.type("application/rss+xml").send(await feeds.rss());
  });

  router.get("/llms.txt", async (_req, res) => {
    res.type("text/plain").send(await feeds.llms());
  });

  router.get("/llms-full.txt", async (_req, res) => {
    res.type("text/plain").send(await feeds.llmsFull());
  });

  // /blog/{slug}.md: the article for answer engines; the page route would take it for a missing file.
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
