import { Router } from "express";
import type { CrawlerFeeds } from "./crawler-feeds";

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

  return router;
}
