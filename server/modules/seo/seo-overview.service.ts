import { imagesWithoutAlt } from "../../../shared/image-alt";
import type { SeoOverview } from "../../../shared/types";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostsService } from "../posts";
import type { Clock } from "../../lib/clock";
import type { CrawlerFeeds } from "./crawler-feeds";
import type { PageMetaService } from "./page-meta.service";
import { namedAgentsAllowed } from "./robots-rules";

/** Home and /posts, which every sitemap lists besides the posts, series and tags. */
const FIXED_PAGES = 2;
/** The dashboard names this many posts with images without alt text at most: enough to work through. */
const ALT_TEXT_POSTS_SHOWN = 100;
const ALT_TEXT_FIELDS = { slug: 1, title: 1, markdown: 1, featuredImage: 1, featuredImageAlt: 1 } as const;

/** Opening tags of an element, outside CDATA: a post's HTML inside <content:encoded> is not counted. */
function countElements(xml: string, name: string): number {
  return xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "").match(new RegExp(`<${name}[\\s>]`, "g"))?.length ?? 0;
}

/** Every @type in a JSON-LD tree, nested ones too (a SearchAction inside a WebSite is a schema in use). */
function jsonLdTypes(data: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) jsonLdTypes(item, into);
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (key !== "@type") {
        jsonLdTypes(value, into);
        continue;
      }
      for (const type of [value].flat()) if (typeof type === "string") into.add(type);
    }
  }
  return into;
}

interface Dependencies {
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "list" | "tags">;
  feeds: CrawlerFeeds;
  pageMeta: PageMetaService;
  clock: Clock;
}

/** The figures the SEO dashboard can know for itself, read from what crawlers are actually sent. */
export function createSeoOverviewService({ postsRepository, posts, feeds, pageMeta, clock }: Dependencies) {
  /** The JSON-LD of the home page, the newest post and the first tag page, as the server writes it. */
  async function schemaTypes(): Promise<string[]> {
    const [{ items }, tags] = await Promise.all([posts.list({ limit: 1, offset: 0 }), posts.tags()]);
    const pages = [pageMeta.forPage({ name: "home", params: {} }, "/")];
    if (items[0]) pages.push(pageMeta.forPage({ name: "article", params: { slug: items[0].slug } }, `/blog/${items[0].slug}`));
    if (tags[0]) pages.push(pageMeta.forPage({ name: "tag", params: { tag: tags[0].name } }, `/tags/${encodeURIComponent(tags[0].name)}`));
    const types = new Set<string>();
    for (const { meta } of await Promise.all(pages)) jsonLdTypes(meta.jsonLd, types);
    return [...types];
  }

  /** Per post, the images a reader who cannot see them learns nothing about; drafts too, so they are fixed before publishing. */
  async function postsMissingAlt(): Promise<SeoOverview["imagesWithoutAlt"]> {
    const all = await postsRepository.listAll(ALT_TEXT_FIELDS);
    return all
      .map((post) => ({
        slug: post.slug,
        title: post.title,
        count: imagesWithoutAlt({
          markdown: post.markdown,
          featuredImage: post.featuredImage,
          featuredImageAlt: post.featuredImageAlt ?? "",
        }).length,
      }))
      .filter((post) => post.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, ALT_TEXT_POSTS_SHOWN);
  }

  return {
    async overview(): Promise<SeoOverview> {
      const [sitemap, rss, types, publishedPosts, totalPosts, tags, missingAlt, seriesPages] = await Promise.all([
        feeds.sitemap(),
        feeds.rss(),
        schemaTypes(),
        postsRepository.count({ isPublished: true }),
        postsRepository.count(),
        posts.tags(),
        postsMissingAlt(),
        feeds.seriesPageCount(),
      ]);
      return {
        sitemapUrls: countElements(sitemap, "url"),
        rssPosts: countElements(rss, "item"),
        aiBotsAllowed: namedAgentsAllowed(feeds.robots()),
        schemaTypes: types,
        publishedPosts,
        totalPosts,
        pages: publishedPosts + seriesPages + tags.length + FIXED_PAGES,
        imagesWithoutAlt: missingAlt,
        generatedAt: clock.now().toISOString(),
      };
    },
  };
}

export type SeoOverviewService = ReturnType<typeof createSeoOverviewService>;
