import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeoOverview } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { seoKeys } from "@/lib/query-keys";

export function getSeoOverview(signal?: AbortSignal) {
  return apiRequest<SeoOverview>("GET", "/api/admin/seo-overview", undefined, { signal });
}

export function seoOverviewQueryOptions() {
  return queryOptions({ queryKey: seoKeys.overview(), queryFn: ({ signal }) => getSeoOverview(signal) });
}

export function useSeoOverview() {
  return useQuery(seoOverviewQueryOptions());
}
