import { useQuery } from "@tanstack/react-query";
import type { AdminPost, RestoreRevisionInput, Revision, RevisionSummary } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";
import { asSaveError } from "./save-post";

const revisionsPath = (postId: string) => `/api/admin/blog-posts/${encodeURIComponent(postId)}/revisions`;

export function getRevisions(postId: string, signal?: AbortSignal) {
  return apiRequest<RevisionSummary[]>("GET", revisionsPath(postId), undefined, { signal });
}

export function getRevision(postId: string, number: number, signal?: AbortSignal) {
  return apiRequest<Revision>("GET", `${revisionsPath(postId)}/${number}`, undefined, { signal });
}

/** Fails like a save does, so a stale base version is the editor's usual conflict. */
export async function restoreRevision(postId: string, number: number, baseVersion: number): Promise<AdminPost> {
  const input: RestoreRevisionInput = { baseVersion };
  try {
    return await apiRequest<AdminPost>("POST", `${revisionsPath(postId)}/${number}/restore`, input);
  } catch (error) {
    throw asSaveError(error);
  }
}

// Opening History must show saves made since it was last open, including other tabs' (staleTime 0);
// the newest entry's text also changes while auto-saves fold into it.

export function useRevisions(postId: string) {
  return useQuery({ queryKey: adminKeys.revisions(postId), queryFn: ({ signal }) => getRevisions(postId, signal), staleTime: 0 });
}

export function useRevision(postId: string, number: number | null) {
  return useQuery({
    queryKey: adminKeys.revision(postId, number ?? 0),
    queryFn: ({ signal }) => getRevision(postId, number!, signal),
    enabled: number !== null,
    staleTime: 0,
  });
}
