import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsRange } from "@shared/analytics";
import type { AnalyticsReport } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** Under "admin", so the dashboard's refresh after a content change refreshes the report too. */
export const analyticsKeys = {
  report: (days: AnalyticsRange) => [...adminKeys.all, "analytics", { days }] as const,
};

export function getAnalytics(days: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest<AnalyticsReport>("GET", `/api/admin/analytics?days=${days}`, undefined, { signal });
}

export function analyticsQueryOptions(days: AnalyticsRange) {
  return queryOptions({ queryKey: analyticsKeys.report(days), queryFn: ({ signal }) => getAnalytics(days, signal) });
}

/** The report for a range; the previous range's figures stay on screen while the next one loads. */
export function useAnalytics(days: AnalyticsRange) {
  return useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
}
