import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SignInOptions } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { authKeys } from "@/lib/query-keys";

export function getSignInOptions(signal?: AbortSignal) {
  return apiRequest<SignInOptions>("GET", "/api/auth/options", undefined, { signal });
}

export function signInOptionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.signInOptions,
    queryFn: ({ signal }) => getSignInOptions(signal),
  });
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}
