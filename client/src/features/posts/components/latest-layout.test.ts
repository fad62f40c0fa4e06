import { describe, expect, it } from "vitest";
import { latestCardSize, latestSpans, type LatestColumns } from "./latest-layout";

/** Packs spans the way `grid-auto-flow: row dense` does and draws the rows, '.' for an empty cell. */
function pack(spans: number[], columns: number): string[] {
  const rows: string[][] = [];
  spans.forEach((span, index) => {
    for (let row = 0; ; row += 1) {
      const cells = (rows[row] ??= Array<string>(columns).fill("."));
      const start = cells.findIndex((_, at) => at + span <= columns && cells.slice(at, at + span).every((cell) => cell === "."));
      if (start === -1) continue;
      cells.fill(String.fromCharCode(65 + index), start, start + span);
      return;
    }
  });
  return rows.map((cells) => cells.join(""));
}

const sizes = (count: number) => Array.from({ length: count }, (_, index) => latestCardSize(index));

describe("Latest Articles grid", () => {
  it.each(Array.from({ length: 24 }, (_, index) => index + 1).flatMap((count) => [2, 3].map((columns) => [count, columns])))(
    "leaves no empty cell with %i cards in %i columns",
    (count, columns) => {
      const rows = pack(latestSpans(sizes(count), columns as LatestColumns), columns);
      expect(rows.filter((row) => row.includes("."))).toEqual([]);
    },
  );

  it("keeps wide cards at least two desktop columns, medium at least two, and widens only to close a gap", () => {
    const spans = latestSpans(sizes(12), 3);
    sizes(12).forEach((size, index) => {
      if (size !== "normal") expect(spans[index]).toBeGreaterThanOrEqual(2);
    });
    expect(pack(spans, 3)).toEqual(["AAC", "BBD", "EFF", "GGH", "IJJ", "KLL"]);
  });

  it("lays the first six cards out on tablets as a full-width wide card, two pairs and a closing full-width card", () => {
    expect(pack(latestSpans(sizes(6), 2), 2)).toEqual(["AA", "BC", "DE", "FF"]);
  });
});
