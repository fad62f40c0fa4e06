import { READER_PAGES } from "../../../shared/analytics";
import { matchPage } from "../../../shared/routes";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import { tagKey } from "../posts";

/** Files the server writes for crawlers: counted by path like pages. */
const CRAWLER_FILES = new Set(["/robots.txt", "/sitemap.xml", "/rss.xml", "/llms.txt", "/llms-full.txt"]);

export interface ReaderPage {
  /** The path as it is counted: one spelling per page, without a trailing slash. */
  path: string;
  isArticle: boolean;
  /** A published article, a tag published posts carry, or a fixed page: only these become keys. */
  exists: boolean;
}

/**
 * Which paths are pages of the blog, so only those become analytics keys. Each check is one
 * indexed lookup (a post by slug, published posts by tag), so a flood of made-up paths costs a
 * lookup each and stores nothing of its own.
 */
export function createKnownPages({ posts }: { posts: Pick<PostsRepository, "titlesBySlug" | "listPublished" | "findPage"> }) {
  async function articleExists(slug: string): Promise<boolean> {
    return (await posts.titlesBySlug([slug]))[0]?.isPublished === true;
  }

  async function tagExists(tag: string): Promise<boolean> {
    return (await posts.listPublished({ limit: 1, offset: 0, tagKey: tagKey(tag) })).items.length > 0;
  }

  return {
    /** The reader page a path shows, or null when it is no reader page at all (the admin, a made-up path). */
    async readerPage(path: string): Promise<ReaderPage | null> {
      const page = matchPage(path);
      if (!page || !READER_PAGES.has(page.name)) return null;
      if (page.name === "article")
        return { path: `/blog/${encodeURIComponent(page.params.slug)}`, isArticle: true, exists: await articleExists(page.params.slug) };
      // One of the author's pages, published at this very slug (an old one redirects, and is counted there).
      if (page.name === "sitePage") {
        const found = await posts.findPage(page.params.slug);
        const exists = found?.isPublished === true && found.slug === page.params.slug;
        return { path: `/${encodeURIComponent(page.params.slug)}`, isArticle: false, exists };
      }
      if (page.name === "tag")
        return { path: `/tags/${encodeURIComponent(page.params.tag)}`, isArticle: false, exists: await tagExists(page.params.tag) };
      return { path: path.length > 1 ? path.replace(/\/$/, "") : path, isArticle: false, exists: true };
    },

    /** A path the server served to a crawler, as it is counted: an existing page or crawler file, else null. */
    async servedPath(path: string): Promise<string | null> {
      if (CRAWLER_FILES.has(path)) return path;
      const page = await this.readerPage(path);
      return page?.exists ? page.path : null;
    },

    tagExists,
  };
}

export type KnownPages = ReturnType<typeof createKnownPages>;
