import { AdminGate } from "@/features/auth/components/admin-gate";
import { PostEditor } from "@/features/editor/components/post-editor";
import { AdminProviders } from "../admin-providers";
import { PageHead } from "../page-head";
import { useRefreshAfterSave } from "./create-post";

/**
 * Also fit to serve /create-post (no id): the router could mount this one component for both
 * routes, so the move to /edit-post/{id} after the first auto-save loads no new chunk.
 */
export function EditPostPage({ id }: { id?: string }) {
  const refresh = useRefreshAfterSave();
  return (
    <AdminProviders>
      <PageHead title={id ? "Edit Post" : "New Post"} noIndex />
      {/* A different post is a different editor: nothing of one may leak into the other. A post
          just created by auto-save keeps its editor's state through the store handoff. */}
      <AdminGate>{() => <PostEditor key={id ?? "new"} postId={id} onContentChanged={refresh} />}</AdminGate>
    </AdminProviders>
  );
}
