import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Navigation } from "@shared/types";
import { PROFILE_STALE_MS } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";
import { navigationKeys } from "@/lib/query-keys";

export function navigationQueryOptions() {
  return queryOptions({
    queryKey: navigationKeys.public,
    queryFn: ({ signal }) => apiRequest<Navigation>("GET", "/api/navigation", undefined, { signal }),
    // Edited as rarely as the profile, and held as long: a reader's pages need not ask again each time.
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });
}

export function useNavigation() {
  return useQuery(navigationQueryOptions());
}
