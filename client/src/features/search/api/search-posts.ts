import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { SEARCH_MIN_LENGTH } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";
import { searchKeys } from "@/lib/query-keys";

/** A query shorter than 3 characters never reaches the server. */
export const isSearchable = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH;

export async function searchPosts(q: string, signal?: AbortSignal): Promise<PostCard[]> {
  const params = new URLSearchParams({ q });
  const posts = await apiRequest<unknown>("GET", `/api/blog-posts/search?${params}`, undefined, { signal });
  if (!Array.isArray(posts)) throw new Error("The search answer was not a list of posts");
  return posts as PostCard[];
}

export function searchPostsQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: ({ signal }) => searchPosts(term, signal),
    enabled: isSearchable(term),
  });
}

export function useSearchPosts(q: string) {
  return useQuery(searchPostsQueryOptions(q));
}
