import { describe, expect, it } from "vitest";
import { displayParts, revisionChanges } from "./revision-changes";

describe("what restoring a revision would change", () => {
  it("lists the changed fields only, dropping the current words and bringing back the revision's", () => {
    const changes = revisionChanges(
      { title: "Drip lines in clay", content: "Water slowly at dawn.", tags: ["Irrigation", "Soil"] },
      { title: "Drip lines in clay", markdown: "Water deeply at dawn.", tags: ["Irrigation", "Clay"] },
    );
    expect(changes).toEqual([
      {
        field: "Body",
        parts: [
          { kind: "same", text: "Water " },
          { kind: "removed", text: "slowly" },
          { kind: "added", text: "deeply" },
          { kind: "same", text: " at dawn." },
        ],
      },
      {
        field: "Tags",
        parts: [
          { kind: "same", text: "Irrigation" },
          { kind: "same", text: ", " },
          { kind: "removed", text: "Soil" },
          { kind: "same", text: ", " },
          { kind: "added", text: "Clay" },
        ],
      },
    ]);
  });

  it("is empty when the revision matches the current text", () => {
    expect(revisionChanges({ title: "T", content: "Body", tags: ["A"] }, { title: "T", markdown: "Body", tags: ["A"] })).toEqual([]);
  });
});

describe("the parts of a diff on screen", () => {
  const words = (count: number, word = "soil") => Array.from({ length: count }, () => word).join(" ");

  it("keeps short unchanged stretches whole", () => {
    const segments = [
      { kind: "same" as const, text: "Water " },
      { kind: "added" as const, text: "deeply" },
      { kind: "same" as const, text: " at dawn." },
    ];
    expect(displayParts(segments)).toEqual(segments);
  });

  it("leaves out the middle of long unchanged text, keeping whole words around each change", () => {
    const parts = displayParts(
      [
        { kind: "same", text: `${words(30, "start")} ${words(30, "lead")} ` },
        { kind: "removed", text: "old" },
        { kind: "same", text: ` ${words(30, "middle")} ${words(30, "far")} ${words(30, "close")} ` },
        { kind: "added", text: "new" },
        { kind: "same", text: ` ${words(40, "end")}` },
      ],
      40,
    );
    expect(parts.map((part) => part.kind)).toEqual(["gap", "same", "removed", "same", "gap", "same", "added", "same", "gap"]);
    const texts = parts.map((part) => ("text" in part ? part.text : "…"));
    expect(texts[1]).toMatch(/^(lead )+$/);
    expect(texts[3]).toMatch(/^ (middle )+$/);
    expect(texts[5]).toMatch(/^(close )+$/);
    expect(texts[7]).toMatch(/^( end)+ $/);
    for (const text of [texts[1], texts[3], texts[5], texts[7]]) expect(text.length).toBeLessThanOrEqual(40);
  });
});
