import { queryOptions, useQueries } from "@tanstack/react-query";
import { probeUrl } from "@/lib/probe-url";
import { seoKeys } from "@/lib/query-keys";

/** How one crawler-facing address answers this browser right now: status and time. */
export function checkEndpoint(path: string, signal?: AbortSignal) {
  return probeUrl(path, { signal });
}

export function endpointQueryOptions(path: string) {
  return queryOptions({ queryKey: seoKeys.endpoint(path), queryFn: ({ signal }) => checkEndpoint(path, signal) });
}

export function useEndpointChecks(paths: readonly string[]) {
  return useQueries({ queries: paths.map((path) => endpointQueryOptions(path)) });
}
