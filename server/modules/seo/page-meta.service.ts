import { pageMeta, type PageHeadSpec, type PageMeta } from "../../../shared/page-meta";
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

  /** The same facts a client page declares in <PageHead spec>, found in the store. */
  async function specFor(page: PageMatch | null, path: string): Promise<{ spec: PageHeadSpec; status: 200 | 404 }> {
    if (!page) return { spec: { page: "notFound", path }, status: 404 };
    switch (page.name) {
      case "home":
        return { spec: { page: "home", authorName: await authorName() }, status: 200 };
      case "article": {
        const post = await services.repositories.posts.findBySlugOrId(page.params.slug);
        if (!post?.isPublished) return { spec: { page: "notFound", path, title: "Article Not Found" }, status: 404 };
        return { spec: { page: "article", post: toPostDetail(post), authorName: await authorName() }, status: 200 };
      }
      case "tag": {
        const { items, total } = await services.posts.list({ tag: page.params.tag, limit: TAG_PAGE_POSTS, offset: 0 });
        return { spec: { page: "tag", tag: page.params.tag, posts: items.map(toPostCard), total }, status: 200 };
      }
      default:
        return { spec: { page: page.name, path }, status: 200 };
    }
  }

  return {
    async forPage(page: PageMatch | null, path: string): Promise<PageMetaResult> {
      const { spec, status } = await specFor(page, path);
      return { meta: pageMeta(publicUrl, spec), status };
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
