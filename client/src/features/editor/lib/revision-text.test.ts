import { describe, expect, it } from "vitest";
import { formatRevisionTime, revisionKindText, wordsChangedSpoken, wordsChangedText } from "./revision-text";

describe("a revision in words", () => {
  it("names what made it", () => {
    const entry = { autosaves: 0, restoredFrom: null };
    expect(revisionKindText({ ...entry, kind: "created" })).toBe("Created");
    expect(revisionKindText({ ...entry, kind: "edit" })).toBe("Edited");
    expect(revisionKindText({ ...entry, kind: "edit", autosaves: 1 })).toBe("Edited");
    expect(revisionKindText({ ...entry, kind: "edit", autosaves: 5 })).toBe("Edited · 5 auto-saves");
    expect(revisionKindText({ ...entry, kind: "publish" })).toBe("Published");
    expect(revisionKindText({ ...entry, kind: "unpublish" })).toBe("Unpublished");
    expect(revisionKindText({ ...entry, kind: "restore", restoredFrom: 3 })).toBe("Restored from #3");
  });

  it("gives the time in the author's zone and the words changed", () => {
    expect(formatRevisionTime(new Date(2026, 10, 25, 9, 14).toISOString())).toBe("Nov 25, 2026, 9:14 AM");
    expect(wordsChangedText(12, 3)).toBe("+12 \u22123 words");
    expect(wordsChangedSpoken(1, 0)).toBe("1 word added, 0 removed");
    expect(wordsChangedSpoken(12, 3)).toBe("12 words added, 3 removed");
  });
});
