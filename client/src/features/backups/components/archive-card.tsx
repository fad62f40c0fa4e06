import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";

/**
 * The whole blog as one portable archive, built on request, the same one `npm run restore` loads: what
 * to carry to another server or engine, where the snapshots beside it are this server's own copies.
 */
export function ArchiveCard() {
  return (
    <SectionCard
      id="backup-heading"
      title="Back up the blog"
      description="One archive with every post, comment, subscriber, profile setting and uploaded image. Load it into a fresh install with npm run restore."
    >
      {/* A plain link: the browser streams the file to disk with the session cookie, no script needed. */}
      <a href="/api/admin/backup" download className={buttonVariants({ variant: "outline" })}>
        Download backup
      </a>
    </SectionCard>
  );
}
