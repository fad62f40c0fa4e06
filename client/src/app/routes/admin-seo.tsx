import { AdminPlaceholder } from "../admin-placeholder";

export function AdminSeoPage() {
  return (
    <AdminPlaceholder title="SEO & GEO Performance Dashboard">
      <p>Global optimization health for search engines and AI chatbots is coming here.</p>
    </AdminPlaceholder>
  );
}
