import type { BackupsOverview, Snapshot } from "@shared/schemas";

const HOUR_MS = 3_600_000;

/** An ISO time `hours` from now (negative: ago), so relative texts read the same whenever the test runs. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A snapshot that passed its check, taken `hoursAgo` hours ago. */
export function makeSnapshot(id: string, overrides: Partial<Snapshot> = {}, hoursAgo = 19): Snapshot {
  const createdAt = hoursFromNow(-hoursAgo);
  return {
    id,
    reason: "scheduled",
    kind: "sqlite",
    createdAt,
    bytes: 5_452_595,
    check: {
      ok: true,
      checkedAt: createdAt,
      message: "Opened, integrity ok, counts match",
      counts: { posts: 12, comments: 30 },
      uploads: 4,
    },
    ...overrides,
  };
}

/** A daily schedule, next due in 5 hours, with `snapshots` kept (newest first); the first good one is lastGood. */
export function makeOverview(snapshots: Snapshot[], overrides: Partial<BackupsOverview> = {}): BackupsOverview {
  return {
    folder: "/var/lib/furrow/data/backups",
    everyHours: 24,
    retention: { daily: 7, weekly: 4 },
    nextDueAt: hoursFromNow(5),
    overdue: false,
    lastGood: snapshots.find((snapshot) => snapshot.check?.ok) ?? null,
    snapshots,
    ...overrides,
  };
}
