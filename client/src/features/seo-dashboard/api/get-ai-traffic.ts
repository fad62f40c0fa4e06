import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiTraffic } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { seoKeys } from "@/lib/query-keys";

export function getAiTraffic(days: number, signal?: AbortSignal) {
  return apiRequest<AiTraffic>("GET", `/api/admin/analytics/ai-traffic?days=${days}`, undefined, { signal });
}

/** Under the SEO keys, so the dashboard's Refresh fetches it again with the other live figures. */
export function aiTrafficQueryOptions(days: number) {
  return queryOptions({ queryKey: [...seoKeys.all, "ai-traffic", { days }] as const, queryFn: ({ signal }) => getAiTraffic(days, signal) });
}

export function useAiTraffic(days: number) {
  return useQuery(aiTrafficQueryOptions(days));
}
