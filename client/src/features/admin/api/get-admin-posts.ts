import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** Every post, drafts included, newest first. */
export function getAdminPosts(signal?: AbortSignal) {
  return apiRequest<PostCard[]>("GET", "/api/admin/blog-posts", undefined, { signal });
}

export function adminPostsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.posts(), queryFn: ({ signal }) => getAdminPosts(signal) });
}

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}
