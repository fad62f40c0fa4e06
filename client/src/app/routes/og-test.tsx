import { AdminPlaceholder } from "../admin-placeholder";

export function OgTestPage() {
  return (
    <AdminPlaceholder title="Open Graph Testing Centre">
      <p>Quick tests, platform debuggers and live share previews are coming here.</p>
    </AdminPlaceholder>
  );
}
