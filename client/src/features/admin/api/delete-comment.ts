import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function deleteComment(id: string) {
  return apiRequest<void>("DELETE", `/api/comments/${encodeURIComponent(id)}`);
}

export function useDeleteComment(onContentChanged?: () => unknown) {
  return useContentMutation(deleteComment, {
    onContentChanged,
    failure: { title: "Error", description: "Failed to delete comment." },
  });
}
