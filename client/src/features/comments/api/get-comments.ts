import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicComment } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { commentKeys } from "@/lib/query-keys";

/** The approved comments of one post, oldest first. */
export function getComments(postId: string, signal?: AbortSignal) {
  return apiRequest<PublicComment[]>("GET", `/api/blog-posts/${encodeURIComponent(postId)}/comments`, undefined, { signal });
}

export function commentsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: commentKeys.approved(postId),
    queryFn: ({ signal }) => getComments(postId, signal),
  });
}

export function useComments(postId: string) {
  return useQuery(commentsQueryOptions(postId));
}
