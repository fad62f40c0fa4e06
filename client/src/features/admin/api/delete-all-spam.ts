import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function deleteAllSpam() {
  return apiRequest<{ deleted: number }>("DELETE", "/api/admin/comments/spam");
}

export function useDeleteAllSpam(onContentChanged?: () => unknown) {
  return useContentMutation(deleteAllSpam, {
    onContentChanged,
    success: { title: "Spam deleted", description: "Every comment held as spam is gone." },
    failure: { title: "Error", description: "Failed to delete the spam." },
  });
}
