import { describe, expect, it } from "vitest";
import type { Snapshot } from "../../../../shared/schemas/backups";
import { isoWeekOf, snapshotsToRemove } from "./retention";

const snapshot = (createdAt: string, ok: boolean, reason: Snapshot["reason"] = "scheduled"): Snapshot => ({
  id: `${createdAt}-${reason}`,
  reason,
  kind: "sqlite",
  createdAt,
  bytes: 1,
  check: {
    ok,
    checkedAt: createdAt,
    message: ok ? "Opened, integrity ok, counts match" : "Integrity check failed",
    counts: {},
    uploads: 0,
  },
});

describe("the retention rule", () => {
  it("never removes the only snapshot whose check passed, however many failed ones came after it", () => {
    const good = snapshot("2026-11-01T00:00:00.000Z", true);
    const failed = ["2026-11-20", "2026-11-21", "2026-11-22"].map((day) => snapshot(`${day}T00:00:00.000Z`, false));
    const removed = snapshotsToRemove([good, ...failed], { daily: 2, weekly: 1, before: 5 });
    expect(removed.map((each) => each.id)).toEqual([failed[0].id]);
  });

  it("keeps only the newest snapshot of a day, manual ones included", () => {
    const morning = snapshot("2026-11-24T03:00:00.000Z", true);
    const evening = snapshot("2026-11-24T18:00:00.000Z", true, "manual");
    expect(snapshotsToRemove([morning, evening], { daily: 7, weekly: 4, before: 5 })).toEqual([morning]);
  });

  it("names ISO weeks as ISO 8601 does, across a new year", () => {
    expect(isoWeekOf(new Date("2026-11-26T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeekOf(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeekOf(new Date("2025-12-29T12:00:00Z"))).toBe("2026-W01");
  });
});
