import { FIELD_LIMITS } from "../../../shared/constants";
import { ARTICLE_NOT_FOUND_TITLE, articleMeta, homeMeta, pageMeta, type PageHeadSpec, type PageMeta } from "../../../shared/page-meta";
import type { PageMatch } from "../../../shared/routes";
import { NotFoundError } from "../../lib/errors";
import type { PostsService } from "../posts";
import { toPostCard, toPostDetail } from "../posts";
import { PUBLIC_READER, type Reader } from "../posts";
import type { ProfileService } from "../profile";
import type { SeriesService } from "../series";

const TAG_PAGE_POSTS = 100;

export interface PageMetaResult {
  meta: PageMeta;
  /** 404 when the address names nothing this site has. */
  status: 200 | 404;
}

interface Dependencies {
  posts: Pick<PostsService, "find" | "findPage" | "list">;
  profile: Pick<ProfileService, "get">;
  series: Pick<SeriesService, "publicSeries">;
  publicUrl: string;
  /** The blog's fediverse handle, credited in an article's head; absent with FEDIVERSE=off. */
  fediverseHandle?: string;
}

/** What each page tells crawlers before any JavaScript runs; the client applies the same tags. */
export function createPageMetaService({ posts, profile, series: seriesService, publicUrl, fediverseHandle }: Dependencies) {
  const authorName = async () => (await profile.get()).name;

  /** The same facts a client page declares in <PageHead spec>, found in the store. */
  async function specFor(page: PageMatch | null, path: string, reader: Reader): Promise<{ spec: PageHeadSpec; status: 200 | 404 }> {
    if (!page) return { spec: { page: "notFound", path }, status: 404 };
    switch (page.name) {
      case "home":
        return { spec: { page: "home", authorName: await authorName() }, status: 200 };
      case "article": {
        const post = await posts.find(page.params.slug, reader);
        if (!post) return { spec: { page: "notFound", path, title: ARTICLE_NOT_FOUND_TITLE }, status: 404 };
        return { spec: { page: "article", post: toPostDetail(post), authorName: await authorName() }, status: 200 };
      }
      case "tag": {
        const tag = page.params.tag;
        // No stored tag is blank or longer than the limit: such an address names nothing.
        const { items, total } =
          !tag.trim() || tag.length > FIELD_LIMITS.tag
            ? { items: [], total: 0 }
            : await posts.list({ tag, limit: TAG_PAGE_POSTS, offset: 0 });
        // A tag no published post carries is not a page of the site, whatever the address says.
        return { spec: { page: "tag", tag, posts: items.map(toPostCard), total }, status: total === 0 ? 404 : 200 };
      }
      case "series": {
        const series = await seriesService.publicSeries(page.params.slug);
        if (!series) return { spec: { page: "notFound", path }, status: 404 };
        return { spec: { page: "series", series }, status: 200 };
      }
      case "sitePage": {
        const found = await posts.findPage(page.params.slug, reader);
        if (!found) return { spec: { page: "notFound", path }, status: 404 };
        return { spec: { page: "sitePage", post: toPostDetail(found), authorName: await authorName() }, status: 200 };
      }
      default:
        return { spec: { page: page.name, path }, status: 200 };
    }
  }

  return {
    authorName,

    async forPage(page: PageMatch | null, path: string, reader: Reader = PUBLIC_READER): Promise<PageMetaResult> {
      const { spec, status } = await specFor(page, path, reader);
      return { meta: pageMeta(publicUrl, spec, { fediverseHandle }), status };
    },

    /** The site's JSON-LD, or a post's when a slug is given. */
    async structuredData(slug: string | undefined, reader: Reader): Promise<Record<string, unknown>[]> {
      if (!slug) return homeMeta(publicUrl, await authorName()).jsonLd;
      const post = await posts.find(slug, reader);
      if (!post) throw new NotFoundError("Post not found");
      return articleMeta(publicUrl, toPostDetail(post), await authorName()).jsonLd;
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
