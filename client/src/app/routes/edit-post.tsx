import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { adminKeys, commentKeys, postKeys } from "@/lib/query-keys";
import { AdminGate } from "@/features/auth/components/admin-gate";
import { PostEditor } from "@/features/editor/components/post-editor";
import { AdminProviders } from "../admin-providers";
import { PageHead } from "../page-head";

/** After a save the dashboard, the public post lists and the comment lists refetch, so no screen shows the post as it was. */
export function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
    [queryClient],
  );
}

/** The editor for /create-post (no id) and /edit-post/{id}: one component, so the move to
 * /edit-post/{id} after the first auto-save loads no new chunk. */
export function EditPostPage({ id }: { id?: string }) {
  const refresh = useRefreshAfterSave();
  // "New page" opens /create-post?kind=page: the same editor, making a page on its first save.
  const newKind = new URLSearchParams(useSearch()).get("kind") === "page" ? "page" : "post";
  return (
    <AdminProviders>
      <PageHead spec={id ? { page: "editPost", path: `/edit-post/${id}` } : { page: "createPost", path: "/create-post" }} />
      {/* A different post is a different editor: nothing of one may leak into the other. A post
          just created by auto-save keeps its editor's state through the store handoff. */}
      <AdminGate>{() => <PostEditor key={id ?? `new-${newKind}`} postId={id} newKind={newKind} onContentChanged={refresh} />}</AdminGate>
    </AdminProviders>
  );
}
