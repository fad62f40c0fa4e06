import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicComment } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/** Approving or deleting a comment in the admin area invalidates through these keys. */
export const commentKeys = {
  all: ["comments"] as const,
  approved: (postId: string) => ["comments", "approved", postId] as const,
};

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
