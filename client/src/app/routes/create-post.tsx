import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "@/features/admin/api/keys";
import { AdminGate } from "@/features/auth/components/admin-gate";
import { PostEditor } from "@/features/editor/components/post-editor";
import { commentKeys } from "@/features/comments/api/get-comments";
import { postKeys } from "@/features/posts/api/keys";
import { AdminProviders } from "../admin-providers";
import { PageHead } from "../page-head";

/** After a save the dashboard, the public post lists and the comment lists refetch (spec §7). */
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

export function CreatePostPage() {
  const refresh = useRefreshAfterSave();
  return (
    <AdminProviders>
      <PageHead title="New Post" noIndex />
      <AdminGate>{() => <PostEditor onContentChanged={refresh} />}</AdminGate>
    </AdminProviders>
  );
}
