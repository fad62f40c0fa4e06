import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewsletterSendSummary } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

const WHILE_SENDING_MS = 3_000;

const unfinished = (send: NewsletterSendSummary) => send.preparing || send.pending > 0;

/** Each post's newsletter with its progress, refreshed every few seconds while any is still going out. */
export function useNewsletterSends() {
  return useQuery({
    queryKey: adminKeys.sends(),
    queryFn: ({ signal }) => apiRequest<NewsletterSendSummary[]>("GET", "/api/admin/newsletter/sends", undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.some(unfinished) ? WHILE_SENDING_MS : false),
  });
}

export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ retried: number }>("POST", `/api/admin/newsletter/sends/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sends() }),
  });
}
