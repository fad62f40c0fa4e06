import { queryOptions, useQuery } from "@tanstack/react-query";
import { OG_TEST_POST_COUNT } from "@shared/constants";
import type { PostCard } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { ogTestKeys } from "@/lib/query-keys";

export function getSamplePosts(signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(OG_TEST_POST_COUNT), offset: "0" });
  return apiRequest<PostCard[]>("GET", `/api/blog-posts?${params}`, undefined, { signal });
}

/** The newest published posts (up to 10); the first one is the sample to test with. */
export function samplePostsQueryOptions() {
  return queryOptions({ queryKey: ogTestKeys.samplePosts(OG_TEST_POST_COUNT), queryFn: ({ signal }) => getSamplePosts(signal) });
}

export function useSamplePosts() {
  return useQuery(samplePostsQueryOptions());
}
