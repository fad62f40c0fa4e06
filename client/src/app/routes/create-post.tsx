import { AdminPlaceholder } from "../admin-placeholder";

export function CreatePostPage() {
  return (
    <AdminPlaceholder title="New Post">
      <p>The markdown editor with preview, tags and auto-save is coming here.</p>
    </AdminPlaceholder>
  );
}
