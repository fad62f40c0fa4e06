import { DownloadCard } from "@/components/ui/download-card";

/**
 * The whole blog as one portable archive, built on request, the same one `npm run restore` loads: what
 * to carry to another server or engine, where the snapshots beside it are this server's own copies.
 */
export function ArchiveCard() {
  return (
    <DownloadCard
      id="backup-heading"
      title="Back up the blog"
      description="One archive with every post, comment, subscriber, profile setting and uploaded image. Load it into a fresh install with npm run restore."
      href="/api/admin/backup"
      label="Download backup"
    />
  );
}
