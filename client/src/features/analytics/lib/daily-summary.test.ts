import { describe, expect, it } from "vitest";
import { dailySummary } from "./daily-summary";

const day = (date: string, visitors: number, pageViews: number) => ({ day: date, visitors, pageViews });

describe("the daily chart's summary", () => {
  it("gives the totals and the day with the most page views, the first of a tie", () => {
    const daily = [day("2026-11-03", 2, 4), day("2026-11-04", 5, 9), day("2026-11-05", 6, 9)];
    expect(dailySummary({ daily, totals: { visitors: 13, pageViews: 22, searches: 0 }, from: "2026-11-03", to: "2026-11-05" })).toBe(
      "From Nov 3 to Nov 5: 13 visitors and 22 page views. The busiest day was Nov 4, with 9 page views from 5 visitors.",
    );
  });

  it("names no busiest day when there were no visits", () => {
    const daily = [day("2026-11-04", 0, 0), day("2026-11-05", 0, 0)];
    expect(dailySummary({ daily, totals: { visitors: 0, pageViews: 0, searches: 0 }, from: "2026-11-04", to: "2026-11-05" })).toBe(
      "From Nov 4 to Nov 5: 0 visitors and 0 page views.",
    );
  });
});
