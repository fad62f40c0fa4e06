import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@shared/types";
import { PROFILE_STALE_MS } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";
import { profileKeys } from "@/lib/query-keys";

export function getProfile(signal?: AbortSignal) {
  return apiRequest<Profile>("GET", "/api/profile", undefined, { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.public,
    queryFn: ({ signal }) => getProfile(signal),
    // The author can edit the profile; five minutes is the spec's bound on seeing an old one.
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
