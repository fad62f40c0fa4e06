import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { commentKeys } from "@/lib/query-keys";

/** Renewed well inside the day a token is good for, so a page left open still sends a fresh one. */
const RENEW_MS = 30 * 60 * 1000;

/**
 * The comment form's signed token, asked for when the form is drawn: the server reads from it
 * that a person took some seconds to write, and holds a comment without one as spam.
 */
export function useCommentFormToken() {
  return useQuery({
    queryKey: commentKeys.formToken,
    queryFn: ({ signal }) => apiRequest<{ token: string }>("GET", "/api/comments/form-token", undefined, { signal }),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    select: (answer) => answer.token,
  });
}
