import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SeriesRepository } from "../../store/repositories/series.repository";
import type { PostsService } from "../posts";
import { PUBLIC_READER } from "../posts";
import type { Projected } from "../../store/types";
import type { PostRecord } from "../../store/repositories/posts.record";
import { articleMarkdown, llmsFullTxt, llmsTxt, robotsTxt, RSS_ITEMS, rssXml, sitemapXml, type SitemapSeries } from "./crawler-files";

// Each file reads only what it writes: the sitemap and llms.txt never load an article's body.
// The series field too: a series page is listed once one of its parts is published.
const SITEMAP_FIELDS = { slug: 1, updatedAt: 1, series: 1 } as const;
const LLMS_FIELDS = { slug: 1, title: 1, excerpt: 1 } as const;
const RSS_FIELDS = {
  slug: 1,
  title: 1,
  excerpt: 1,
  html: 1,
  featuredImage: 1,
  featuredImageAlt: 1,
  tags: 1,
  category: 1,
  author: 1,
  createdAt: 1,
  updatedAt: 1,
  publishedAt: 1,
} as const;
const MARKDOWN_FIELDS = {
  slug: 1,
  title: 1,
  excerpt: 1,
  markdown: 1,
  tags: 1,
  author: 1,
  createdAt: 1,
  updatedAt: 1,
  publishedAt: 1,
} as const;

/**
 * The crawler files as the server sends them, built from the published posts on each call. The
 * routes serve them and the SEO dashboard counts them, so the two can never disagree.
 */
interface Dependencies {
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "tags" | "find">;
  authorName: () => Promise<string>;
  publicUrl: string;
  series: SeriesRepository;
}

type SitemapPost = Projected<PostRecord, typeof SITEMAP_FIELDS>;

export function createCrawlerFeeds({ postsRepository, posts, authorName, publicUrl, series }: Dependencies) {
  /** Series with a published part, each dated by its newest one: a series of drafts only is a page readers cannot see. */
  async function seriesPages(publishedPosts: SitemapPost[]): Promise<SitemapSeries[]> {
    const newest = new Map<string, Date>();
    for (const post of publishedPosts) {
      if (!post.series) continue;
      const seen = newest.get(post.series.id);
      if (!seen || post.updatedAt > seen) newest.set(post.series.id, post.updatedAt);
    }
    if (newest.size === 0) return [];
    return (await series.listAll()).flatMap((found) => {
      const updatedAt = newest.get(found._id);
      return updatedAt ? [{ slug: found.slug, updatedAt }] : [];
    });
  }

  return {
    async sitemap(): Promise<string> {
      const [publishedPosts, tags, pages] = await Promise.all([
        postsRepository.listPublishedFields(SITEMAP_FIELDS),
        posts.tags(),
        postsRepository.listPublishedPagesFields(SITEMAP_FIELDS),
      ]);
      return sitemapXml(
        publicUrl,
        publishedPosts,
        tags.map((tag) => tag.name),
        { series: await seriesPages(publishedPosts), pages },
      );
    },
    /** How many series pages the sitemap lists: the SEO dashboard's count of indexable pages includes them. */
    async seriesPageCount(): Promise<number> {
      return (await seriesPages(await postsRepository.listPublishedFields(SITEMAP_FIELDS))).length;
    },
    robots(): string {
      return robotsTxt(publicUrl);
    },
    async rss(): Promise<string> {
      const [posts, author] = await Promise.all([postsRepository.listPublishedFields(RSS_FIELDS, RSS_ITEMS), authorName()]);
      return rssXml(publicUrl, posts, author);
    },
    /** A series' own feed, its published parts in reading order; null for a slug that names none. */
    async seriesRss(slug: string): Promise<string | null> {
      const found = await series.findBySlug(slug);
      if (!found) return null;
      const [parts, author] = await Promise.all([postsRepository.listPublishedInSeries(found._id, RSS_FIELDS), authorName()]);
      const path = `/series/${encodeURIComponent(found.slug)}`;
      return rssXml(publicUrl, parts, author, {
        title: found.title,
        path,
        description: found.description || found.title,
        feedPath: `${path}/rss.xml`,
      });
    },
    /** An article's Markdown copy by slug; an old slug names the current one, so the route can redirect. */
    async markdown(slug: string): Promise<{ slug: string; text: string } | null> {
      const post = await posts.find(slug, PUBLIC_READER);
      // Articles only: a page's one address is /{slug}.
      return post && post.kind !== "page" ? { slug: post.slug, text: articleMarkdown(publicUrl, post, await authorName()) } : null;
    },
    async llmsFull(): Promise<string> {
      const [published, author] = await Promise.all([postsRepository.listPublishedFields(MARKDOWN_FIELDS), authorName()]);
      return llmsFullTxt(publicUrl, published, author);
    },
    async llms(): Promise<string> {
      const [posts, author, pages] = await Promise.all([
        postsRepository.listPublishedFields(LLMS_FIELDS),
        authorName(),
        postsRepository.listPublishedPagesFields(LLMS_FIELDS),
      ]);
      return llmsTxt(publicUrl, posts, author, pages);
    },
  };
}

export type CrawlerFeeds = ReturnType<typeof createCrawlerFeeds>;
