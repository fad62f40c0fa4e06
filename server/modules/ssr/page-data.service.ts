import { FIELD_LIMITS, LATEST_PAGE_SIZE, LIST_LIMIT_MAX, POSTS_PAGE_LIMIT } from "../../../shared/constants";
import type { PageMatch } from "../../../shared/routes";
import type { PageData } from "../../../shared/ssr";
import type { CommentsService } from "../comments";
import { toPublicComment } from "../comments";
import type { PostsService } from "../posts";
import { toPostCard, toPostDetail } from "../posts";
import type { Reader } from "../posts";
import type { ProfileService } from "../profile";
import type { NavigationService } from "../navigation";
import type { SeriesService } from "../series";
import type { NewsletterService } from "../newsletter";
import type { FediverseAccount } from "../../../shared/types";

interface Dependencies {
  posts: Pick<PostsService, "find" | "findPage" | "list" | "featured" | "tags" | "related">;
  series: Pick<SeriesService, "navFor" | "publicSeries">;
  comments: Pick<CommentsService, "listApproved" | "formToken">;
  newsletter: Pick<NewsletterService, "formToken">;
  profile: Pick<ProfileService, "get">;
  navigation: Pick<NavigationService, "get">;
  /** The answer of GET /api/fediverse; absent with FEDIVERSE=off, as that route is. */
  fediverse?: { account(): FediverseAccount };
}

/** Exactly what the JSON API would have sent: dates as strings, absent fields left out. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const NOTHING = { items: [], total: 0 };

/**
 * The answers a public page's components would ask the API for on their first render, found by
 * the same services and serializers the API endpoints use (never over HTTP to this server).
 */
export function createPageDataService({
  posts,
  series: seriesService,
  comments,
  profile,
  navigation,
  newsletter,
  fediverse,
}: Dependencies) {
  async function articleData(slug: string, reader: Reader): Promise<PageData["article"]> {
    const post = await posts.find(slug, reader);
    if (!post) return { slug, post: null };
    const [related, approved] = await Promise.all([
      // The related list's endpoint reads as the public does: a draft has none, and the page asks anew.
      post.tags.length > 0 && post.isPublished ? posts.related(post._id) : undefined,
      comments.listApproved(post._id, reader),
    ]);
    const series = await seriesService.navFor(post);
    return { slug, post: { ...toPostDetail(post), series }, related: related?.map(toPostCard), comments: approved.map(toPublicComment) };
  }

  async function forPage(page: PageMatch | null, search: URLSearchParams, reader: Reader): Promise<PageData> {
    // Every public page's frame shows the author's links (social ones and the navigation); the
    // account goes along so that a move to a page with the follow box (or an article's head) has it without asking.
    const [author, links] = await Promise.all([profile.get(), navigation.get()]);
    const data: PageData = { profile: author, navigation: links, fediverse: fediverse?.account() ?? null };
    switch (page?.name) {
      case "home": {
        const [featured, latest] = await Promise.all([posts.featured(), posts.list({ limit: LATEST_PAGE_SIZE, offset: 0 })]);
        data.featured = featured.map(toPostCard);
        data.latest = { limit: LATEST_PAGE_SIZE, items: latest.items.map(toPostCard), total: latest.total };
        data.formTokens = { newsletter: await newsletter.formToken() };
        break;
      }
      case "posts": {
        // The filter as client/src/features/posts-page reads it from the address, and its first page.
        const filter = { q: (search.get("q") ?? "").trim().slice(0, FIELD_LIMITS.searchQuery), tag: (search.get("tag") ?? "").trim() };
        const [tags, first] = await Promise.all([
          posts.tags(),
          filter.tag.length > FIELD_LIMITS.tag
            ? NOTHING
            : posts.list({ limit: POSTS_PAGE_LIMIT, offset: 0, q: filter.q || undefined, tag: filter.tag || undefined }),
        ]);
        data.tags = tags;
        data.postsPage = { filter, items: first.items.map(toPostCard), total: first.total };
        break;
      }
      case "tag": {
        const tag = page.params.tag;
        const found = !tag.trim() || tag.length > FIELD_LIMITS.tag ? NOTHING : await posts.list({ tag, limit: LIST_LIMIT_MAX, offset: 0 });
        data.tagPosts = { tag, posts: found.items.map(toPostCard), total: found.total };
        break;
      }
      case "series":
        data.seriesPage = { slug: page.params.slug, series: await seriesService.publicSeries(page.params.slug) };
        break;
      case "article":
        data.article = await articleData(page.params.slug, reader);
        if (data.article?.post) data.formTokens = { comment: await comments.formToken(data.article.post.id, reader) };
        break;
      case "sitePage": {
        const found = await posts.findPage(page.params.slug, reader);
        data.sitePage = { slug: page.params.slug, page: found && toPostDetail(found) };
        break;
      }
      case "newsletter":
        data.formTokens = { newsletter: await newsletter.formToken() };
        break;
      default:
        break;
    }
    return asSent(data);
  }

  return { forPage };
}

export type PageDataService = ReturnType<typeof createPageDataService>;
