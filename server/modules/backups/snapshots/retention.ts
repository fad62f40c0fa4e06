import type { Snapshot } from "../../../../shared/schemas/backups";

export interface RetentionRule {
  /** Days (UTC) whose newest snapshot is kept, counting back from the newest day that has one. */
  daily: number;
  /** ISO weeks likewise. */
  weekly: number;
  /** The newest snapshots taken before an engine switch, restore or import. */
  before: number;
}

/** "2026-W48": the ISO week (Monday first; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The newest snapshot of each of the first `count` periods, newest first, as `periodOf` names them. */
function newestPerPeriod(newestFirst: Snapshot[], count: number, periodOf: (snapshot: Snapshot) => string): Snapshot[] {
  const kept: Snapshot[] = [];
  const seen = new Set<string>();
  for (const snapshot of newestFirst) {
    if (seen.size >= count) break;
    const period = periodOf(snapshot);
    if (seen.has(period)) continue;
    seen.add(period);
    kept.push(snapshot);
  }
  return kept;
}

/**
 * The snapshots the rule lets go: scheduled and manual ones are kept as the newest of a recent day
 * or week, the ones taken before a change by their own count. The newest whose check passed is
 * always kept, so a run of failed snapshots never removes the last one a restore could use.
 */
export function snapshotsToRemove(snapshots: Snapshot[], rule: RetentionRule): Snapshot[] {
  const newestFirst = [...snapshots].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const regular = newestFirst.filter((snapshot) => snapshot.reason === "scheduled" || snapshot.reason === "manual");
  const before = newestFirst.filter((snapshot) => snapshot.reason.startsWith("before-"));
  const keep = new Set<string>(
    [
      ...newestPerPeriod(regular, rule.daily, (snapshot) => snapshot.createdAt.slice(0, 10)),
      ...newestPerPeriod(regular, rule.weekly, (snapshot) => isoWeekOf(new Date(snapshot.createdAt))),
      ...before.slice(0, rule.before),
    ].map((snapshot) => snapshot.id),
  );
  const lastGood = newestFirst.find((snapshot) => snapshot.check?.ok);
  if (lastGood) keep.add(lastGood.id);
  return newestFirst.filter((snapshot) => !keep.has(snapshot.id));
}
