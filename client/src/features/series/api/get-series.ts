import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSeries } from "@shared/types";
import { apiRequest, isNotFound } from "@/lib/api-client";
import { seriesKeys } from "@/lib/query-keys";

/** Resolves to `null` for a slug that names no series: "not found" is a page state, not an error to retry. */
export async function getSeries(slug: string, signal?: AbortSignal): Promise<PublicSeries | null> {
  try {
    return await apiRequest<PublicSeries>("GET", `/api/series/${encodeURIComponent(slug)}`, undefined, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function seriesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: seriesKeys.detail(slug),
    queryFn: ({ signal }) => getSeries(slug, signal),
  });
}

export function useSeries(slug: string) {
  return useQuery(seriesQueryOptions(slug));
}
