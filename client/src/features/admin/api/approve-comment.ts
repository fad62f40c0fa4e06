import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function approveComment(id: string) {
  return apiRequest<unknown>("PUT", `/api/comments/${encodeURIComponent(id)}/approve`);
}

export function useApproveComment(onContentChanged?: () => unknown) {
  return useContentMutation(approveComment, {
    onContentChanged,
    failure: { title: "Error", description: "Failed to approve comment." },
  });
}
