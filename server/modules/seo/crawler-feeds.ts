import type { Services } from "../../app";
import { llmsTxt, robotsTxt, rssXml, sitemapXml } from "./crawler-files";

const FEED_FIELDS = { slug: 1, title: 1, excerpt: 1, html: 1, tags: 1, category: 1, author: 1, createdAt: 1, updatedAt: 1, publishedAt: 1, isPublished: 1 } as const;

/**
 * The crawler files as the server sends them, built from the published posts on each call. The
 * routes serve them and the SEO dashboard counts them, so the two can never disagree.
 */
export function createCrawlerFeeds(services: Services, publicUrl: string) {
  const published = async () => (await services.repositories.posts.listAll(FEED_FIELDS)).filter((post) => post.isPublished);
  const authorName = async () => (await services.profile.get()).name;

  return {
    authorName,
    async sitemap(): Promise<string> {
      const [posts, tags] = await Promise.all([published(), services.posts.tags()]);
      return sitemapXml(publicUrl, posts, tags.map((tag) => tag.name));
    },
    robots(): string {
      return robotsTxt(publicUrl);
    },
    async rss(): Promise<string> {
      const [posts, author] = await Promise.all([published(), authorName()]);
      return rssXml(publicUrl, posts, author);
    },
    async llms(): Promise<string> {
      const [posts, author] = await Promise.all([published(), authorName()]);
      return llmsTxt(publicUrl, posts, author);
    },
  };
}

export type CrawlerFeeds = ReturnType<typeof createCrawlerFeeds>;
