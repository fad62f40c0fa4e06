import { describe, expect, it } from "vitest";
import { formatChange, formatCount, formatDay, formatLongDay } from "./report-format";

describe("the analytics formats", () => {
  it("groups thousands and signs changes, so a loss reads as one without colour", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect([formatChange(3), formatChange(0), formatChange(-1200)]).toEqual(["+3", "0", "−1,200"]);
  });

  it("names a report's UTC day as that day wherever the browser is", () => {
    expect(formatDay("2026-01-01")).toBe("Jan 1");
    expect(formatLongDay("2026-12-31")).toBe("Dec 31, 2026");
  });
});
