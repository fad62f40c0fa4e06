import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPost } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/**
 * One post as stored now: its markdown, tags and the version a save must name. The editor and the
 * admin tagging tab both read it, so it lives here rather than in either feature.
 */
export function getAdminPost(id: string, signal?: AbortSignal) {
  return apiRequest<AdminPost>("GET", `/api/admin/blog-posts/${encodeURIComponent(id)}`, undefined, { signal });
}

function adminPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.post(id),
    queryFn: ({ signal }) => getAdminPost(id, signal),
    // Edits and tags are saved on top of this copy, so opening a screen must show the stored post as
    // it is now, never an earlier visit's.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Waits for an id: the tagging tab has none until a post is chosen. */
export function useAdminPost(id: string) {
  return useQuery({ ...adminPostQueryOptions(id), enabled: Boolean(id) });
}
