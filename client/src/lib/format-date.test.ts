import { describe, expect, it } from "vitest";
import { formatCardDate, formatLongDate, formatMonthYear } from "./format-date";

describe("date formats", () => {
  const iso = "2026-11-05T12:00:00.000Z";

  it("shows cards in en-US short form, articles in long US form, groups by month and year", () => {
    expect(formatCardDate(iso)).toBe("Nov 5, 2026");
    expect(formatLongDate(iso)).toBe("November 5, 2026");
    expect(formatMonthYear(iso)).toBe("November 2026");
  });

  it("shows nothing rather than 'Invalid Date' for a broken date", () => {
    expect(formatCardDate("not a date")).toBe("");
    expect(formatLongDate("")).toBe("");
    expect(formatMonthYear("2026-13-45")).toBe("");
  });

  it("writes every day of a leap year, at its first and last instant in UTC, exactly as Intl's en-US formats in UTC do", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    const card = intl({ month: "short", day: "numeric", year: "numeric" });
    const long = intl({ month: "long", day: "numeric", year: "numeric" });
    const monthYear = intl({ month: "long", year: "numeric" });
    for (let day = 0; day < 366; day++) {
      for (const instant of [Date.UTC(2028, 0, 1 + day), Date.UTC(2028, 0, 2 + day) - 1]) {
        const date = new Date(instant);
        expect(formatCardDate(date.toISOString())).toBe(card.format(date));
        expect(formatLongDate(date.toISOString())).toBe(long.format(date));
        expect(formatMonthYear(date.toISOString())).toBe(monthYear.format(date));
      }
    }
  });
});
