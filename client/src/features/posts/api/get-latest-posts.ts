import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { LATEST_PAGE_SIZE } from "@shared/constants";
import { apiGetWithTotal } from "@/lib/api-client";
import { postKeys } from "@/lib/query-keys";

export function getLatestPosts(limit: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(limit), offset: "0" });
  return apiGetWithTotal<PostCard[]>(`/api/blog-posts?${params}`, { signal });
}

/** Pages are cumulative ("Load More" adds 6 to what is shown): page n asks for the first 6 × (n + 1) posts. */
export const latestLimitForPage = (page: number) => LATEST_PAGE_SIZE * (page + 1);

export function latestPostsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: postKeys.latest(limit),
    queryFn: ({ signal }) => getLatestPosts(limit, signal),
    // Keeps the cards on screen while "Load More" fetches the longer list.
    placeholderData: keepPreviousData,
  });
}

export function useLatestPosts(page: number) {
  return useQuery(latestPostsQueryOptions(latestLimitForPage(page)));
}
