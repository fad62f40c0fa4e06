import * as schemas from "../../../shared/schemas";
import { endpoint, FileReply } from "../../api/endpoint";
import type { BackupService } from "../../backup/backup.service";
import type { StatsService } from "./stats.service";

export function adminEndpoints({ stats, backup }: { stats: StatsService; backup: BackupService }) {
  return [
    endpoint({
      method: "get", path: "/api/admin/stats", tag: "Admin: profile", access: "admin", summary: "Counts of posts, drafts, pending comments and subscribers",
      response: schemas.statsSchema,
      handle: () => stats.stats(),
    }),
    endpoint({
      method: "get", path: "/api/admin/backup", tag: "Admin: database", access: "admin", responseMediaType: "application/gzip",
      summary: "Download a backup: every post (markdown and metadata), comment, subscriber, setting and uploaded image in one gzipped JSON archive",
      async handle() {
        const { archive, filename } = await backup.download();
        return new FileReply(archive, "application/gzip", { "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" });
      },
    }),
  ];
}
