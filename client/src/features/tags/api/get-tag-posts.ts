import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostCard } from "@shared/types";
import { FIELD_LIMITS, LIST_LIMIT_MAX } from "@shared/constants";
import { apiGetWithTotal } from "@/lib/api-client";
import { tagKeys } from "@/lib/query-keys";

export interface TagPosts {
  posts: PostCard[];
  total: number;
}

/** The published posts carrying `tag`, matched case-insensitively by the server. */
export async function getTagPosts(tag: string, signal?: AbortSignal): Promise<TagPosts> {
  // No stored tag is longer than the limit, and the server would answer 400 rather than "none".
  if (!tag.trim() || tag.length > FIELD_LIMITS.tag) return { posts: [], total: 0 };
  const params = new URLSearchParams({ tag, limit: String(LIST_LIMIT_MAX) });
  const { items, total } = await apiGetWithTotal<unknown>(`/api/blog-posts?${params}`, { signal });
  if (!Array.isArray(items)) throw new Error("The tag's posts were not a list");
  return { posts: items as PostCard[], total };
}

export function tagPostsQueryOptions(tag: string) {
  return queryOptions({
    queryKey: tagKeys.posts(tag),
    queryFn: ({ signal }) => getTagPosts(tag, signal),
  });
}

export function useTagPosts(tag: string) {
  return useQuery(tagPostsQueryOptions(tag));
}
