import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPost, PostInput } from "@shared/types";
import { ApiError, apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export interface SavePostTagsInput {
  /** The post as loaded: its version is the base the server checks (409 when it moved on). */
  post: AdminPost;
  tags: string[];
}

/**
 * The editor's update call with the post's own text and new tags. Image, category, slug and the
 * featured flag are left out, so the server keeps what it has (the list answer shows a drawn card
 * in place of a missing image, which must not become the post's picture).
 */
export function tagsUpdate({ post, tags }: SavePostTagsInput): PostInput {
  return {
    title: post.title,
    content: post.markdown,
    excerpt: post.excerpt,
    tags,
    isPublished: post.isPublished,
    baseVersion: post.version,
  };
}

export function savePostTags(input: SavePostTagsInput) {
  return apiRequest<AdminPost>("PATCH", `/api/admin/blog-posts/${encodeURIComponent(input.post.id)}`, tagsUpdate(input));
}

export const isEditConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** After a save the dashboard (this post's copy included) and the public lists refetch, as after the editor's. */
export function useSavePostTags(onContentChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePostTags,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), onContentChanged?.()]);
    },
    onError: async (error, { post }) => {
      // Someone saved in between: load the stored version so the next save is based on it.
      if (isEditConflict(error)) await queryClient.invalidateQueries({ queryKey: adminKeys.post(post.id) });
    },
  });
}
