import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostsService } from "../posts/posts.service";
import { llmsTxt, robotsTxt, rssXml, sitemapXml } from "./crawler-files";

const FEED_FIELDS = { slug: 1, title: 1, excerpt: 1, html: 1, tags: 1, category: 1, author: 1, createdAt: 1, updatedAt: 1, publishedAt: 1, isPublished: 1 } as const;

/**
 * The crawler files as the server sends them, built from the published posts on each call. The
 * routes serve them and the SEO dashboard counts them, so the two can never disagree.
 */
interface Dependencies {
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "tags">;
  authorName: () => Promise<string>;
  publicUrl: string;
}

export function createCrawlerFeeds({ postsRepository, posts, authorName, publicUrl }: Dependencies) {
  const published = async () => (await postsRepository.listAll(FEED_FIELDS)).filter((post) => post.isPublished);

  return {
    async sitemap(): Promise<string> {
      const [publishedPosts, tags] = await Promise.all([published(), posts.tags()]);
      return sitemapXml(publicUrl, publishedPosts, tags.map((tag) => tag.name));
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
