import type { PublicComment } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { useContentMutation } from "./use-content-mutation";

export function replyToComment({ id, content }: { id: string; content: string }) {
  return apiRequest<PublicComment>("PUT", `/api/comments/${encodeURIComponent(id)}/reply`, { content });
}

/** The author's answer under an approved comment; readers see it on the article once it is saved. */
export function useReplyToComment(onContentChanged?: () => unknown) {
  return useContentMutation(replyToComment, {
    onContentChanged,
    success: { title: "Reply posted", description: "It shows under the comment on the article." },
    failure: { title: "Error", description: "Failed to post the reply." },
  });
}
