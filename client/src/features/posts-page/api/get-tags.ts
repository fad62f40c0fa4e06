import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TagCount } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { postsPageKeys } from "@/lib/query-keys";

/** Every distinct tag of the published posts, already sorted by the server. */
export async function getTags(signal?: AbortSignal): Promise<TagCount[]> {
  const tags = await apiRequest<unknown>("GET", "/api/blog-posts/tags", undefined, { signal });
  if (!Array.isArray(tags)) throw new Error("The tag list was not a list");
  return tags as TagCount[];
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: postsPageKeys.tags(),
    queryFn: ({ signal }) => getTags(signal),
  });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
