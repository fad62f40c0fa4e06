import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FediverseAccount } from "@shared/types";
import { apiRequest, isNotFound } from "@/lib/api-client";
import { fediverseKeys } from "@/lib/query-keys";

/** The blog's handle; null when the blog is not on the fediverse (FEDIVERSE=off, where the route is absent). */
export async function getFediverseAccount(signal?: AbortSignal): Promise<FediverseAccount | null> {
  try {
    return await apiRequest<FediverseAccount>("GET", "/api/fediverse", undefined, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function fediverseAccountQueryOptions() {
  return queryOptions({
    queryKey: fediverseKeys.account,
    queryFn: ({ signal }) => getFediverseAccount(signal),
  });
}

export function useFediverseAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fediverseAccountQueryOptions(), enabled });
}
