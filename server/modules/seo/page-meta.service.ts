import { articleMeta, homeMeta, notFoundMeta, staticPageMeta, tagMeta, type PageMeta } from "../../../shared/page-meta";
import type { PageMatch } from "../../../shared/routes";
import type { Services } from "../../app";
import { toPostCard, toPostDetail } from "../posts/posts.serializer";

const TAG_PAGE_POSTS = 100;

export interface PageMetaResult {
  meta: PageMeta;
  /** 404 when the address names nothing this site has. */
  status: 200 | 404;
}

/** What each page tells crawlers before any JavaScript runs; the client applies the same tags. */
export function createPageMetaService(services: Services, publicUrl: string) {
  const authorName = async () => (await services.profile.get()).name;

  return {
    async forPage(page: PageMatch | null, path: string): Promise<PageMetaResult> {
      if (!page) return { meta: notFoundMeta(publicUrl, path), status: 404 };
      switch (page.name) {
        case "home":
          return { meta: homeMeta(publicUrl, await authorName()), status: 200 };
        case "article": {
          const post = await services.repositories.posts.findBySlugOrId(page.params.slug);
          if (!post?.isPublished) return { meta: notFoundMeta(publicUrl, path, "Article Not Found"), status: 404 };
          return { meta: articleMeta(publicUrl, toPostDetail(post), await authorName()), status: 200 };
        }
        case "tag": {
          const { items, total } = await services.posts.list({ tag: page.params.tag, limit: TAG_PAGE_POSTS, offset: 0 });
          return { meta: tagMeta(publicUrl, page.params.tag, items.map(toPostCard), total), status: 200 };
        }
        default:
          return { meta: staticPageMeta(publicUrl, page.name, path), status: 200 };
      }
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
