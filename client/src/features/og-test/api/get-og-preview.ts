import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OgPreview } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { ogTestKeys } from "@/lib/query-keys";

export function getOgPreview(path: string, signal?: AbortSignal) {
  return apiRequest<OgPreview>("GET", `/api/og-preview?${new URLSearchParams({ path })}`, undefined, { signal });
}

export function ogPreviewQueryOptions(path: string) {
  return queryOptions({ queryKey: ogTestKeys.preview(path), queryFn: ({ signal }) => getOgPreview(path, signal) });
}

/** The share tags the server sends for a page of this site; nothing is asked until a path is chosen. */
export function useOgPreview(path: string | null) {
  return useQuery({ ...ogPreviewQueryOptions(path ?? ""), enabled: path !== null });
}
