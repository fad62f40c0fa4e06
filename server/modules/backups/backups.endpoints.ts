import * as schemas from "../../../shared/schemas";
import { endpoint, StreamReply } from "../../api/endpoint";
import { downloadName, writeSnapshotDownload } from "./snapshots/snapshot-download";
import type { SnapshotsService } from "./snapshots/snapshots.service";

export function backupsEndpoints({ snapshots }: { snapshots: SnapshotsService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/admin/backups",
      tag: "Admin: database",
      access: "admin",
      summary: "The snapshot schedule, the kept snapshots (newest first) with their checks, and whether one is overdue",
      response: schemas.backupsOverviewSchema,
      handle: () => snapshots.overview(),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/backups",
      tag: "Admin: database",
      access: "admin",
      status: 201,
      summary: "Back up now: take a snapshot, check it and answer it with its check",
      response: schemas.snapshotSchema,
      errors: { 409: "A snapshot is being taken right now" },
      handle: () => snapshots.take("manual"),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/backups/{id}/download",
      tag: "Admin: database",
      access: "admin",
      responseMediaType: "application/gzip",
      summary: "Download a kept snapshot as one file: its archive, or its folder (database copy, uploads, snapshot.json) as a tar.gz",
      params: schemas.snapshotIdParamsSchema,
      errors: { 404: "No kept snapshot has this id" },
      async handle({ params }) {
        const { snapshot, folder } = await snapshots.open(params.id);
        return new StreamReply((output) => writeSnapshotDownload(folder, snapshot.id, snapshot.kind, output), "application/gzip", {
          "Content-Disposition": `attachment; filename="${downloadName(snapshot.id)}"`,
          "Cache-Control": "no-store",
        });
      },
    }),
  ];
}
