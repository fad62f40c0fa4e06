import { describe, expect, it } from "vitest";
import { age, fromNow, overdueText } from "./backup-words";
import { makeOverview, makeSnapshot } from "../test/backups-api";

const now = Date.parse("2026-11-26T07:00:00.000Z");
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe("the words of the backups panel", () => {
  it("says when the next snapshot is due in minutes, hours or days, and 'due now' once it is", () => {
    expect(fromNow(at(5), now)).toBe("in 5 hours");
    expect(fromNow(at(1), now)).toBe("in 1 hour");
    expect(fromNow(at(20 / 60), now)).toBe("in 20 minutes");
    expect(fromNow(at(72), now)).toBe("in 3 days");
    expect(fromNow(at(0), now)).toBe("due now");
    expect(fromNow(at(-2), now)).toBe("due now");
  });

  it("says how old a backup is in hours up to two days, then in days", () => {
    expect(age(at(-1), now)).toBe("1 hour");
    expect(age(at(-30), now)).toBe("30 hours");
    expect(age(at(-73), now)).toBe("3 days");
  });

  it("warns only when the overview says overdue, naming the schedule", () => {
    const old = makeSnapshot("old", { createdAt: at(-49) });
    expect(overdueText(makeOverview([old], { overdue: false }), now)).toBeNull();
    expect(overdueText(makeOverview([old], { overdue: true }), now)).toBe(
      "The last good backup is 2 days old (backups are due every 24 hours).",
    );
    expect(overdueText(makeOverview([old], { overdue: true, everyHours: 1 }), now)).toBe(
      "The last good backup is 2 days old (backups are due every hour).",
    );
    expect(overdueText(makeOverview([], { overdue: true }), now)).toBe("No backup has been taken yet.");
  });
});
