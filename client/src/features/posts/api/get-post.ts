import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostDetail } from "@shared/types";
import { apiRequest, isNotFound } from "@/lib/api-client";
import { postKeys } from "@/lib/query-keys";

/** Resolves to `null` for a missing post: "not found" is a page state, not an error to retry. */
export async function getPost(slug: string, signal?: AbortSignal): Promise<PostDetail | null> {
  try {
    return await apiRequest<PostDetail>("GET", `/api/blog-posts/${encodeURIComponent(slug)}`, undefined, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function postQueryOptions(slug: string) {
  return queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
  });
}

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
