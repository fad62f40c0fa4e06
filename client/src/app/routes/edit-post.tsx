import { AdminPlaceholder } from "../admin-placeholder";

export function EditPostPage({ id }: { id: string }) {
  return (
    <AdminPlaceholder title="Edit Post">
      <p>The editor for post {id} is coming here.</p>
    </AdminPlaceholder>
  );
}
