import { articleMeta, homeMeta, simpleMeta, tagMeta, type PageMeta } from "../../../shared/page-meta";
import type { PageMatch } from "../../../shared/routes";
import type { Services } from "../../app";
import { toPostCard, toPostDetail } from "../posts/posts.serializer";

const TAG_PAGE_POSTS = 100;

export interface PageMetaResult {
  meta: PageMeta;
  /** 404 when the address names nothing this site has. */
  status: 200 | 404;
}

const PAGE_TITLES: Record<string, [title: string, description?: string, noIndex?: boolean]> = {
  posts: ["All Blog Posts", "Every article on Furrow, by month and by tag: precision farming, smart farming and sustainable agriculture."],
  contact: ["Contact", "How to reach the author of Furrow."],
  createPost: ["New post", undefined, true],
  editPost: ["Edit post", undefined, true],
  admin: ["Admin", undefined, true],
  adminSeo: ["SEO & GEO Performance Dashboard", undefined, true],
  ogTest: ["Open Graph testing centre", undefined, true],
  authCallback: ["Signing in", undefined, true],
};

/** What each page tells crawlers before any JavaScript runs; the client applies the same tags. */
export function createPageMetaService(services: Services, publicUrl: string) {
  const authorName = async () => (await services.profile.get()).name;

  return {
    async forPage(page: PageMatch | null, path: string): Promise<PageMetaResult> {
      if (!page) return { meta: simpleMeta(publicUrl, path, "Page Not Found", undefined, true), status: 404 };
      switch (page.name) {
        case "home":
          return { meta: homeMeta(publicUrl, await authorName()), status: 200 };
        case "article": {
          const post = await services.repositories.posts.findBySlugOrId(page.params.slug);
          if (!post?.isPublished) return { meta: simpleMeta(publicUrl, path, "Article Not Found", undefined, true), status: 404 };
          return { meta: articleMeta(publicUrl, toPostDetail(post), await authorName()), status: 200 };
        }
        case "tag": {
          const { items } = await services.posts.list({ tag: page.params.tag, limit: TAG_PAGE_POSTS, offset: 0 });
          return { meta: tagMeta(publicUrl, page.params.tag, items.map(toPostCard)), status: 200 };
        }
        default: {
          const [title, description, noIndex] = PAGE_TITLES[page.name];
          return { meta: simpleMeta(publicUrl, path, title, description, noIndex), status: 200 };
        }
      }
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
