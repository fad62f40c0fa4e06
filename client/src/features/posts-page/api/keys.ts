import type { PostsFilter } from "../lib/posts-filter";

/** Under the shared ["posts"] prefix, so saving a post refreshes this page's lists too. */
export const postsPageKeys = {
  page: (filter: PostsFilter) => ["posts", "page", filter] as const,
  tags: () => ["posts", "tags"] as const,
};
