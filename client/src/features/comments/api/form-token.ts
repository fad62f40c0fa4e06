import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { commentKeys } from "@/lib/query-keys";

/** Renewed well inside the hours a token is good for (COMMENT_FORM_TOKEN_MS), so a page left open still sends a fresh one. */
const RENEW_MS = 30 * 60 * 1000;

/**
 * The comment form's signed token for this post, asked for when the form is drawn: the server
 * reads from it that a person took some seconds to write under this post, and holds a comment
 * without one as spam. Drawn afresh after each comment sent, as one token carries only a few.
 */
export function useCommentFormToken(postId: string) {
  return useQuery({
    queryKey: [...commentKeys.formToken, postId],
    queryFn: ({ signal }) =>
      apiRequest<{ token: string }>("GET", `/api/comments/form-token?postId=${encodeURIComponent(postId)}`, undefined, { signal }),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    select: (answer) => answer.token,
  });
}
