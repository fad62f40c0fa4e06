import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostDetail } from "@shared/types";
import { apiRequest, isNotFound } from "@/lib/api-client";
import { sitePageKeys } from "@/lib/query-keys";

/** Resolves to `null` for a slug that names no page: the 404 page is a state, not an error to retry. */
export async function getSitePage(slug: string, signal?: AbortSignal): Promise<PostDetail | null> {
  try {
    return await apiRequest<PostDetail>("GET", `/api/pages/${encodeURIComponent(slug)}`, undefined, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function sitePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: sitePageKeys.detail(slug),
    queryFn: ({ signal }) => getSitePage(slug, signal),
  });
}

export function useSitePage(slug: string) {
  return useQuery(sitePageQueryOptions(slug));
}
