import { queryOptions, useQuery } from "@tanstack/react-query";
import type * as z from "zod";
import type { unassignedPostsSchema } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export type UnassignedPostsInfo = z.infer<typeof unassignedPostsSchema>;

export function getUnassignedPosts(signal?: AbortSignal) {
  return apiRequest<UnassignedPostsInfo>("GET", "/api/admin/unassigned-posts", undefined, { signal });
}

export function unassignedPostsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.unassigned(), queryFn: ({ signal }) => getUnassignedPosts(signal) });
}

export function useUnassignedPosts() {
  return useQuery(unassignedPostsQueryOptions());
}
