import { ArchiveCard } from "./archive-card";
import { BackupsPanel } from "./backups-panel";

/** Everything about keeping a copy of the blog: the server's snapshots, and the portable archive. */
export function BackupsTab() {
  return (
    <div className="space-y-6">
      <BackupsPanel />
      <ArchiveCard />
    </div>
  );
}
