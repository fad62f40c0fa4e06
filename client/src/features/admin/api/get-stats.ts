import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export function getStats(signal?: AbortSignal) {
  return apiRequest<AdminStats>("GET", "/api/admin/stats", undefined, { signal });
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getStats(signal) });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
