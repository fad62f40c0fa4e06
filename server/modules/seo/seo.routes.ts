import { Router } from "express";
import { ogImageQuerySchema as ogImageQuery, structuredDataQuerySchema as structuredDataQuery } from "../../../shared/schemas";
import { homeMeta, articleMeta } from "../../../shared/page-meta";
import type { Services } from "../../app";
import { NotFoundError } from "../../lib/errors";
import { validate, validated } from "../../middleware/validate";
import { toPostDetail } from "../posts/posts.serializer";
import { createCrawlerFeeds } from "./crawler-feeds";

/** Files crawlers and answer engines read; all derived from the published posts on each request. */
export function crawlerRoutes(services: Services, publicUrl: string): Router {
  const router = Router();
  const { ogImages } = services;

  router.get("/api/og-image", validate({ query: ogImageQuery }), async (req, res) => {
    const { query } = validated<{ query: typeof ogImageQuery }>(res);
    const image = await ogImages.render(query.title, query.category);
    res.setHeader("Cache-Control", "public, max-age=604800, stale-while-revalidate=86400");
    res.setHeader("ETag", image.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("image/png").send(image.png);
  });
  const feeds = createCrawlerFeeds(services, publicUrl);
  const { authorName } = feeds;

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

  router.get("/api/structured-data", validate({ query: structuredDataQuery }), async (_req, res) => {
    const { query } = validated<{ query: typeof structuredDataQuery }>(res);
    if (!query.slug) {
      res.json(homeMeta(publicUrl, await authorName()).jsonLd);
      return;
    }
    const post = await services.repositories.posts.findBySlugOrId(query.slug);
    if (!post?.isPublished) throw new NotFoundError("Post not found");
    res.json(articleMeta(publicUrl, toPostDetail(post), await authorName()).jsonLd);
  });

  return router;
}
