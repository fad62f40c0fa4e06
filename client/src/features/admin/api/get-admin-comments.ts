import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminComment } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** Every comment, pending and approved, with the title and slug of its post. */
export function getAdminComments(signal?: AbortSignal) {
  return apiRequest<AdminComment[]>("GET", "/api/admin/comments", undefined, { signal });
}

export function adminCommentsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.comments(), queryFn: ({ signal }) => getAdminComments(signal) });
}

export function useAdminComments() {
  return useQuery(adminCommentsQueryOptions());
}
