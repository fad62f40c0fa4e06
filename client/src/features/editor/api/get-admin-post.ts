import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPost } from "@shared/types";
import { apiRequest, ApiError } from "@/lib/api-client";
import { editorKeys } from "./keys";

/** The post as the editor needs it: the markdown source and the version a save must name. */
export function getAdminPost(id: string, signal?: AbortSignal) {
  return apiRequest<AdminPost>("GET", `/api/admin/blog-posts/${encodeURIComponent(id)}`, undefined, { signal });
}

export function adminPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: editorKeys.post(id),
    queryFn: ({ signal }) => getAdminPost(id, signal),
    // Opening the editor must show the stored post as it is now, never an earlier visit's copy.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAdminPost(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminPostQueryOptions(id), enabled });
}

/** Spec §8: 'Failed to fetch post: {status}'. */
export function loadErrorText(error: unknown): string {
  const status = error instanceof ApiError ? String(error.status) : error instanceof Error ? error.message : "unknown error";
  return `Failed to fetch post: ${status}`;
}
