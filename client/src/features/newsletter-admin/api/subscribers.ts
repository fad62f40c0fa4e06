import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubscriberImportResult, SubscriberList } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export type StatusFilter = "" | "pending" | "confirmed" | "unsubscribed";

export const SUBSCRIBERS_EXPORT_URL = "/api/admin/subscribers/export";

export function getSubscribers(query: { q: string; status: StatusFilter }, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: "200" });
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  return apiRequest<SubscriberList>("GET", `/api/admin/subscribers?${params}`, undefined, { signal });
}

/** The list for a search and a status; the previous answer stays on screen while the next loads. */
export function useSubscribers(query: { q: string; status: StatusFilter }) {
  return useQuery({
    queryKey: adminKeys.subscribers(query),
    queryFn: ({ signal }) => getSubscribers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a removal or an import, the list, its counts and the dashboard's figure all refetch. */
function useSubscribersMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export function useRemoveSubscriber() {
  return useSubscribersMutation((id: string) => apiRequest<void>("DELETE", `/api/admin/subscribers/${encodeURIComponent(id)}`));
}

export function useImportSubscribers() {
  return useSubscribersMutation((file: File) =>
    apiRequest<SubscriberImportResult>("POST", "/api/admin/subscribers/import", { raw: file, contentType: "text/csv" }),
  );
}
