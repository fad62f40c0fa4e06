import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function markSpam(id: string) {
  return apiRequest<unknown>("PUT", `/api/comments/${encodeURIComponent(id)}/spam`);
}

/** The author's "Spam": the comment moves to the Spam view and the filter learns its words. */
export function useMarkSpam(onContentChanged?: () => unknown) {
  return useContentMutation(markSpam, {
    onContentChanged,
    failure: { title: "Error", description: "Failed to mark the comment as spam." },
  });
}
