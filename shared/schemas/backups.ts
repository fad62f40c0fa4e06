import * as z from "zod";

/**
 * Why a snapshot was taken: on the schedule, by the author's "Back up now", or just before
 * something that replaces data (an engine switch, a restore with --replace, an import).
 */
const SNAPSHOT_REASONS = ["scheduled", "manual", "before-engine-switch", "before-restore", "before-import"] as const;
export const snapshotReasonSchema = z.enum(SNAPSHOT_REASONS);
export type SnapshotReason = z.infer<typeof snapshotReasonSchema>;

/**
 * "sqlite": a consistent copy of the SQLite file (SQLite's online backup) with the uploads beside it.
 * "archive": the portable streamed archive (furrow-backup format 2), what a MongoDB store gets.
 */
const SNAPSHOT_KINDS = ["sqlite", "archive"] as const;
const snapshotKindSchema = z.enum(SNAPSHOT_KINDS);

/** The check run on every snapshot once it is written. */
export const snapshotCheckSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  /** "Opened, integrity ok, counts match" or what was wrong, in words. */
  message: z.string(),
  /** Documents per collection found in the snapshot. */
  counts: z.record(z.string(), z.number().int()),
  uploads: z.number().int(),
});
export type SnapshotCheck = z.infer<typeof snapshotCheckSchema>;

export const snapshotSchema = z.object({
  /** The snapshot's folder name in the backups folder, e.g. "2026-11-26T03-00-00Z-scheduled". */
  id: z.string(),
  reason: snapshotReasonSchema,
  kind: snapshotKindSchema,
  createdAt: z.string(),
  /** On disk, uploads included. */
  bytes: z.number().int(),
  /** Null while the check has not run (a snapshot being written, or one a crash interrupted). */
  check: snapshotCheckSchema.nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** The admin's backups panel: the schedule, the kept snapshots (newest first) and whether one is overdue. */
export const backupsOverviewSchema = z.object({
  /** Where snapshots go (BACKUP_DIR), as the server sees it. */
  folder: z.string(),
  /** Hours between scheduled snapshots (BACKUP_EVERY_HOURS); 0 when the schedule is off. */
  everyHours: z.number().int(),
  retention: z.object({ daily: z.number().int(), weekly: z.number().int() }),
  /** When the next scheduled snapshot is due; null when the schedule is off. */
  nextDueAt: z.string().nullable(),
  /** True when the newest snapshot whose check passed is older than twice the schedule (or there is none). */
  overdue: z.boolean(),
  lastGood: snapshotSchema.nullable(),
  snapshots: z.array(snapshotSchema),
});
export type BackupsOverview = z.infer<typeof backupsOverviewSchema>;

/** A snapshot's folder name: one path segment that cannot start with a dot, so never "." or "..". */
export const snapshotIdParamsSchema = z.object({ id: z.string().regex(/^[\w-][\w.-]{0,99}$/, "not a snapshot id") });
