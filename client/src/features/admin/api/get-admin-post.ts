import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPost } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** One post as stored now: its tags, its text and the version a save must name. */
export function getAdminPost(id: string, signal?: AbortSignal) {
  return apiRequest<AdminPost>("GET", `/api/admin/blog-posts/${encodeURIComponent(id)}`, undefined, { signal });
}

export function adminPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.post(id),
    queryFn: ({ signal }) => getAdminPost(id, signal),
    // Tags are saved on top of this copy, so it must be the stored one, not an earlier visit's.
    staleTime: 0,
  });
}

export function useAdminPost(id: string) {
  return useQuery({ ...adminPostQueryOptions(id), enabled: Boolean(id) });
}
