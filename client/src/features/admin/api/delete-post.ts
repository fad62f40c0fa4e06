import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function deletePost(id: string) {
  return apiRequest<void>("DELETE", `/api/admin/blog-posts/${encodeURIComponent(id)}`);
}

export function useDeletePost(onContentChanged?: () => unknown) {
  return useContentMutation(deletePost, {
    onContentChanged,
    success: { title: "Success", description: "Blog post deleted successfully" },
    failure: { title: "Error", description: "Failed to delete blog post" },
  });
}
