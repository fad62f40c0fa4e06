import { describe, expect, it } from "vitest";
import { COMPILED_PATTERNS_MAX, compiledPattern } from "./compiled-patterns";

describe("patterns for $regex on SQLite", () => {
  it("are compiled once per source and flags and reused for every row", () => {
    const first = compiledPattern("^row [12]$", "i");
    expect(compiledPattern("^row [12]$", "i")).toBe(first);
    expect(compiledPattern("^row [12]$", "")).not.toBe(first);
    expect(first.test("ROW 1")).toBe(true);
  });

  it("drop flags that would make a shared pattern remember where it stopped", () => {
    const pattern = compiledPattern("a", "gy");
    expect(pattern.flags).toBe("");
    expect([pattern.test("a"), pattern.test("a")]).toEqual([true, true]);
  });

  it("keep only a bounded number, the least recently used dropped first", () => {
    const kept = compiledPattern("kept", "");
    const forgotten = compiledPattern("forgotten", "");
    for (let n = 0; n < COMPILED_PATTERNS_MAX * 3; n++) {
      compiledPattern(`junk${n}`, "");
      if (n % 10 === 0) compiledPattern("kept", "");
    }
    expect(compiledPattern("kept", "")).toBe(kept);
    expect(compiledPattern("forgotten", "")).not.toBe(forgotten);
  });
});
