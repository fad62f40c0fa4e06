import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/** Under the ["posts"] prefix, so a saved post also refreshes the related lists it appears in. */
export const relatedPostsKey = (id: string) => ["posts", "related", id] as const;

export function getRelatedPosts(id: string, signal?: AbortSignal) {
  return apiRequest<PostCard[]>("GET", `/api/blog-posts/${encodeURIComponent(id)}/related`, undefined, { signal });
}

export function relatedPostsQueryOptions(id: string) {
  return queryOptions({
    queryKey: relatedPostsKey(id),
    queryFn: ({ signal }) => getRelatedPosts(id, signal),
  });
}

/** `enabled` lets the page wait until the reader scrolls near the block before asking. */
export function useRelatedPosts(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...relatedPostsQueryOptions(id), enabled });
}
