import * as schemas from "../../../shared/schemas";
import { endpoint, StreamReply } from "../../api/endpoint";
import type { BackupService } from "../backups";
import type { StatsService } from "./stats.service";

export function adminEndpoints({ stats, backup }: { stats: StatsService; backup: BackupService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/admin/stats",
      tag: "Admin: profile",
      access: "admin",
      summary: "Counts of posts, drafts, pending comments and subscribers",
      response: schemas.statsSchema,
      handle: () => stats.stats(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/backup",
      tag: "Admin: database",
      access: "admin",
      responseMediaType: "application/gzip",
      summary:
        "Download a backup: every post (markdown and metadata), revision, comment, subscriber, setting, newsletter send, analytics figure and uploaded image in one streamed archive",
      description:
        "A gzipped tar (furrow-backup format 2), written while it is made: manifest.json, the documents as JSON Lines under collections/, the uploads under uploads/, totals.json last. Sessions, rate-limit windows and the day's analytics de-duplication are left out. npm run restore reads it.",
      headers: { "Content-Disposition": 'attachment; filename="furrow-backup-YYYY-MM-DD.tar.gz"' },
      handle() {
        const { filename, write } = backup.download();
        return new StreamReply(write, "application/gzip", {
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "no-store",
        });
      },
    }),
  ];
}
