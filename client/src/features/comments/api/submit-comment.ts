import { useMutation } from "@tanstack/react-query";
import type { CommentInput, PublicComment } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export function submitComment(postId: string, input: CommentInput) {
  return apiRequest<PublicComment>("POST", `/api/blog-posts/${encodeURIComponent(postId)}/comments`, input);
}

/**
 * No cache to invalidate on success: a new comment waits for approval (spec section 4), so the
 * public list it would appear in is unchanged until the author approves it.
 */
export function useSubmitComment(postId: string) {
  return useMutation({ mutationFn: (input: CommentInput) => submitComment(postId, input) });
}
