import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { FIELD_LIMITS, POSTS_PAGE_LIMIT } from "@shared/constants";
import { apiGetWithTotal } from "@/lib/api-client";
import type { PostsFilter } from "../lib/posts-filter";
import { postsPageKeys } from "@/lib/query-keys";

export interface PostsPage {
  items: PostCard[];
  total: number;
}

/** One page of the posts list; `q` and `tag` filter on the server. */
export async function getPostsPage(filter: PostsFilter, offset: number, signal?: AbortSignal): Promise<PostsPage> {
  // No stored tag is longer than the limit, and the server would answer 400 rather than "none".
  if (filter.tag.length > FIELD_LIMITS.tag) return { items: [], total: 0 };
  const params = new URLSearchParams({ limit: String(POSTS_PAGE_LIMIT), offset: String(offset) });
  if (filter.q) params.set("q", filter.q);
  if (filter.tag) params.set("tag", filter.tag);
  const { items, total } = await apiGetWithTotal<unknown>(`/api/blog-posts?${params}`, { signal });
  if (!Array.isArray(items)) throw new Error("Failed to fetch posts");
  return { items: items as PostCard[], total };
}

const loadedCount = (pages: PostsPage[]) => pages.reduce((count, page) => count + page.items.length, 0);

export function postsPageQueryOptions(filter: PostsFilter) {
  return infiniteQueryOptions({
    queryKey: postsPageKeys.page(filter),
    queryFn: ({ pageParam, signal }) => getPostsPage(filter, pageParam, signal),
    initialPageParam: 0,
    // The next offset is what is already shown; an empty page means the list shrank meanwhile.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function usePostsPage(filter: PostsFilter) {
  const query = useInfiniteQuery(postsPageQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    posts: pages.flatMap((page) => page.items),
    total: pages.at(-1)?.total ?? 0,
  };
}
