import { describe, expect, it } from "vitest";
import { cn, displayAuthorName, formatCardDate, formatLongDate, formatMonthYear, initials, safeDecode } from "./utils";

describe("date formats", () => {
  const iso = "2026-11-05T12:00:00.000Z";

  it("shows cards in en-US short form, articles in long US form, groups by month and year", () => {
    expect(formatCardDate(iso)).toBe("Nov 5, 2026");
    expect(formatLongDate(iso)).toBe("November 5, 2026");
    expect(formatMonthYear(iso)).toBe("November 2026");
  });

  it("shows nothing rather than 'Invalid Date' for a broken date", () => {
    expect(formatCardDate("not a date")).toBe("");
  });
});

describe("small helpers", () => {
  it("joins only the truthy class names", () => {
    expect(cn("a", false, undefined, "b", null, "")).toBe("a b");
  });

  it("makes initials from the first and last name", () => {
    expect(initials("Ada Lovelace Fields")).toBe("AF");
    expect(initials("ada")).toBe("A");
  });

  it("prefers the profile's name unless it is blank", () => {
    expect(displayAuthorName("Ada Fields", "Post Author")).toBe("Ada Fields");
    expect(displayAuthorName("  ", "Post Author")).toBe("Post Author");
    expect(displayAuthorName(undefined, "Post Author")).toBe("Post Author");
  });

  it("decodes an escaped tag and leaves a malformed one as typed", () => {
    expect(safeDecode("soil%2Fwater")).toBe("soil/water");
    expect(safeDecode("100%")).toBe("100%");
  });
});
