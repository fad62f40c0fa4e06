import type { BackupsOverview, Snapshot, SnapshotReason } from "@shared/schemas";
import { plural } from "@/lib/report-format";

export const REASON_LABELS: Record<SnapshotReason, string> = {
  scheduled: "Scheduled",
  manual: "Taken with Back up now",
  "before-engine-switch": "Before a database switch",
  "before-restore": "Before a restore",
  "before-import": "Before an import",
};

export const KIND_LABELS: Record<Snapshot["kind"], string> = {
  sqlite: "SQLite copy",
  archive: "Portable archive",
};

export type CheckTone = "ok" | "failed" | "unchecked";

/** The check in words, with the tone it is shown in: a failure says what the server found. */
export function checkSummary(check: Snapshot["check"]): { tone: CheckTone; text: string } {
  if (!check) return { tone: "unchecked", text: "Not checked yet" };
  return check.ok
    ? { tone: "ok", text: "Checked: integrity ok, counts match" }
    : { tone: "failed", text: `Check failed: ${check.message}` };
}

const HOUR_MS = 3_600_000;
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/** "in 5 hours", "in 20 minutes", "in 2 days": the nearest whole unit, never "in 0 minutes". */
export function fromNow(iso: string, now = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  if (ms < 60_000) return "due now";
  if (ms < HOUR_MS) return relative.format(Math.round(ms / 60_000), "minute");
  if (ms < 48 * HOUR_MS) return relative.format(Math.round(ms / HOUR_MS), "hour");
  return relative.format(Math.round(ms / (24 * HOUR_MS)), "day");
}

/** "30 hours", "3 days": how long ago, in the unit a person would say. */
export function age(iso: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / HOUR_MS));
  return hours < 48 ? plural(hours, "hour", "hours") : plural(Math.floor(hours / 24), "day", "days");
}

const everyText = (hours: number) => (hours === 1 ? "every hour" : `every ${hours} hours`);

export const retentionText = ({ daily, weekly }: BackupsOverview["retention"]) => `Keeps ${daily} daily and ${weekly} weekly snapshots`;

export const SCHEDULE_OFF_TEXT = "Scheduled snapshots are off (BACKUP_EVERY_HOURS=0)";

/** The dashboard's warning; null when nothing is overdue. */
export function overdueText(overview: BackupsOverview, now = Date.now()): string | null {
  if (!overview.overdue) return null;
  if (!overview.lastGood) return "No backup has been taken yet.";
  return `The last good backup is ${age(overview.lastGood.createdAt, now)} old (backups are due ${everyText(overview.everyHours)}).`;
}
