import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { postKeys } from "@/lib/query-keys";

export function getFeaturedPosts(signal?: AbortSignal) {
  return apiRequest<PostCard[]>("GET", "/api/blog-posts/featured", undefined, { signal });
}

export function featuredPostsQueryOptions() {
  return queryOptions({
    queryKey: postKeys.featured(),
    queryFn: ({ signal }) => getFeaturedPosts(signal),
  });
}

export function useFeaturedPosts() {
  return useQuery(featuredPostsQueryOptions());
}
