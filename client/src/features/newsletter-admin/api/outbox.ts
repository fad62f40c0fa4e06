import { useQuery } from "@tanstack/react-query";
import type { OutboxEntry, OutboxSummary } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox(),
    queryFn: ({ signal }) => apiRequest<OutboxSummary[]>("GET", "/api/admin/outbox", undefined, { signal }),
    // The mail worker writes here in the background (a comment notice, a newsletter's copies):
    // each time the author opens the outbox it asks again, showing what it had meanwhile.
    staleTime: 0,
  });
}

export function useOutboxEntry(id: string | null) {
  return useQuery({
    queryKey: adminKeys.outboxEntry(id ?? ""),
    queryFn: ({ signal }) => apiRequest<OutboxEntry>("GET", `/api/admin/outbox/${encodeURIComponent(id!)}`, undefined, { signal }),
    enabled: id !== null,
    // A message in the outbox never changes.
    staleTime: Infinity,
  });
}
