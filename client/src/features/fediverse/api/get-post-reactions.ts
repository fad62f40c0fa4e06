import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostReactions } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { fediverseKeys } from "@/lib/query-keys";

/** A published post's likes and boosts from the fediverse. */
export function getPostReactions(postId: string, signal?: AbortSignal) {
  return apiRequest<PostReactions>("GET", `/api/blog-posts/${encodeURIComponent(postId)}/reactions`, undefined, { signal });
}

export function postReactionsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: fediverseKeys.reactions(postId),
    queryFn: ({ signal }) => getPostReactions(postId, signal),
  });
}

export function usePostReactions(postId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...postReactionsQueryOptions(postId), enabled });
}
