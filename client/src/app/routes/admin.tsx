import { AdminPlaceholder } from "../admin-placeholder";

export function AdminPage() {
  return (
    <AdminPlaceholder title="Admin Dashboard">
      <p>Sign-in, posts, comments, migration and AI tagging are coming here.</p>
    </AdminPlaceholder>
  );
}
