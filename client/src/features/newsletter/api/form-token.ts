import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Renewed well inside the hours a token is good for, so a page left open still sends a fresh one. */
const RENEW_MS = 30 * 60 * 1000;

export const newsletterFormTokenKey = ["newsletter", "form-token"] as const;

/**
 * The sign-up form's signed token, asked for when the form is drawn: the server reads from it that
 * a person took a moment to type, and silently drops a form sign-up without one.
 */
export function useNewsletterFormToken() {
  return useQuery({
    queryKey: newsletterFormTokenKey,
    queryFn: ({ signal }) => apiRequest<{ token: string }>("GET", "/api/newsletter/form-token", undefined, { signal }),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    select: (answer) => answer.token,
  });
}
