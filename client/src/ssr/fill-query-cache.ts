import type { QueryClient } from "@tanstack/react-query";
import type { PageData } from "@shared/ssr";
import { profileQueryOptions } from "@/features/profile/api/get-profile";
import { navigationQueryOptions } from "@/features/navigation/api/get-navigation";
import { fediverseAccountQueryOptions } from "@/features/fediverse/api/get-fediverse-account";
import { featuredPostsQueryOptions } from "@/features/posts/api/get-featured-posts";
import { latestPostsQueryOptions } from "@/features/posts/api/get-latest-posts";
import { postQueryOptions } from "@/features/posts/api/get-post";
import { relatedPostsQueryOptions } from "@/features/posts/api/get-related-posts";
import { tagsQueryOptions } from "@/features/posts-page/api/get-tags";
import { postsPageQueryOptions } from "@/features/posts-page/api/get-posts-page";
import { tagPostsQueryOptions } from "@/features/tags/api/get-tag-posts";
import { seriesQueryOptions } from "@/features/series/api/get-series";
import { sitePageQueryOptions } from "@/features/site-page/api/get-site-page";
import { commentsQueryOptions } from "@/features/comments/api/get-comments";
import { pageFormDraftKey, pageFormTokensKey } from "@/lib/page-form-tokens";

/**
 * Puts what the server found under the keys the page's components query, taken from the same
 * queryOptions they use, so a component on either side finds its data and asks for nothing.
 */
export function fillQueryCache(client: QueryClient, data: PageData): void {
  if (data.profile) client.setQueryData(profileQueryOptions().queryKey, data.profile);
  if (data.navigation) client.setQueryData(navigationQueryOptions().queryKey, data.navigation);
  // null is an answer too: the blog is not on the fediverse, and the page asks no further.
  if (data.fediverse !== undefined) client.setQueryData(fediverseAccountQueryOptions().queryKey, data.fediverse);
  if (data.featured) client.setQueryData(featuredPostsQueryOptions().queryKey, data.featured);
  if (data.latest) {
    const { limit, items, total } = data.latest;
    client.setQueryData(latestPostsQueryOptions(limit).queryKey, { items, total });
  }
  if (data.tags) client.setQueryData(tagsQueryOptions().queryKey, data.tags);
  if (data.postsPage) {
    const { filter, items, total } = data.postsPage;
    client.setQueryData(postsPageQueryOptions(filter).queryKey, { pages: [{ items, total }], pageParams: [0] });
  }
  if (data.tagPosts) {
    const { tag, posts, total } = data.tagPosts;
    client.setQueryData(tagPostsQueryOptions(tag).queryKey, { posts, total });
  }
  if (data.seriesPage) client.setQueryData(seriesQueryOptions(data.seriesPage.slug).queryKey, data.seriesPage.series);
  if (data.article) {
    const { slug, post, related, comments } = data.article;
    client.setQueryData(postQueryOptions(slug).queryKey, post);
    if (post && related) client.setQueryData(relatedPostsQueryOptions(post.id).queryKey, related);
    if (post && comments) client.setQueryData(commentsQueryOptions(post.id).queryKey, comments);
  }
  if (data.sitePage) client.setQueryData(sitePageQueryOptions(data.sitePage.slug).queryKey, data.sitePage.page);
  if (data.formTokens) client.setQueryData(pageFormTokensKey, data.formTokens);
  if (data.formDraft) client.setQueryData(pageFormDraftKey, data.formDraft);
}
