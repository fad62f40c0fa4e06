import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewsletterSendSummary } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

const WHILE_SENDING_MS = 3_000;

const unfinished = (send: NewsletterSendSummary) => send.cancelledAt === null && (send.preparing || send.pending > 0);

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

/** Stops a newsletter going out: its deliveries not yet handed to the mail server are cancelled. */
export function useCancelSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ cancelled: number }>("POST", `/api/admin/newsletter/sends/${encodeURIComponent(id)}/cancel`),
    // A refusal (cancelled elsewhere, or gone out meanwhile) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sends() }),
  });
}

/** Sends a cancelled newsletter to the readers it did not reach; the server refuses while the post is not public. */
export function useResumeSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ resumed: number }>("POST", `/api/admin/newsletter/sends/${encodeURIComponent(id)}/resume`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sends() }),
  });
}
