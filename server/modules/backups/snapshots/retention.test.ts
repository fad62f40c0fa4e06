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

  it("keeps the newest of each of the last 7 days and 4 ISO weeks, and the 5 newest taken before a change", () => {
    // 40 days, Monday 19 October to Friday 27 November, one a day; a snapshot before an import every fifth day.
    const all: Snapshot[] = [];
    for (let day = 0; day < 40; day++) {
      const date = new Date(Date.UTC(2026, 9, 19 + day, 3));
      all.push(snapshot(date.toISOString(), true));
      if (day % 5 === 0) all.push(snapshot(new Date(date.getTime() + 3_600_000).toISOString(), true, "before-import"));
    }
    const removed = new Set(snapshotsToRemove(all, { daily: 7, weekly: 4, before: 5 }).map((each) => each.id));
    const kept = all.filter((each) => !removed.has(each.id)).reverse();
    expect(kept.filter((each) => each.reason === "scheduled").map((each) => each.createdAt.slice(0, 10))).toEqual([
      // The last 7 days...
      "2026-11-27",
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      // ...and the newest of each earlier week: weeks 48 and 47 end among those days, then the Sundays of weeks 46 and 45.
      "2026-11-15",
      "2026-11-08",
    ]);
    expect(kept.filter((each) => each.reason === "before-import").map((each) => each.createdAt.slice(0, 10))).toEqual([
      "2026-11-23",
      "2026-11-18",
      "2026-11-13",
      "2026-11-08",
      "2026-11-03",
    ]);
  });

  it("names ISO weeks as ISO 8601 does, across a new year", () => {
    expect(isoWeekOf(new Date("2026-11-26T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeekOf(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeekOf(new Date("2025-12-29T12:00:00Z"))).toBe("2026-W01");
  });
});
