export type LatestCardSize = "wide" | "medium" | "normal";

/** Spec: every 6th card from the first is wide; every 4th from the second is medium-wide. */
export function latestCardSize(index: number): LatestCardSize {
  if (index % 6 === 0) return "wide";
  if (index % 4 === 1) return "medium";
  return "normal";
}

export type LatestColumns = 2 | 3;

// Wide cards fill a tablet row and two of three desktop columns; medium ones widen on desktops only.
const BASE_SPAN: Record<LatestColumns, Record<LatestCardSize, number>> = {
  2: { wide: 2, medium: 1, normal: 1 },
  3: { wide: 2, medium: 2, normal: 1 },
};

/**
 * Columns each card spans in a grid of `columns`, packed as CSS `grid-auto-flow: row dense` packs
 * them. Dense packing still leaves a gap where a wide card does not fit at a row's end, and in the
 * last row; the card just left of each gap is widened to close it. That moves no other card: the
 * cells it takes were never wanted by any card placed after it.
 */
export function latestSpans(sizes: readonly LatestCardSize[], columns: LatestColumns): number[] {
  const spans = sizes.map((size) => BASE_SPAN[columns][size]);
  // Each cell holds the index of the card covering it, or -1 while free.
  const rows: number[][] = [];

  spans.forEach((span, index) => {
    for (let row = 0; ; row += 1) {
      const cells = (rows[row] ??= Array<number>(columns).fill(-1));
      const column = cells.findIndex(
        (_, start) => start + span <= columns && cells.slice(start, start + span).every((owner) => owner === -1),
      );
      if (column === -1) continue;
      cells.fill(index, column, column + span);
      return;
    }
  });

  for (const cells of rows) {
    cells.forEach((owner, column) => {
      // Dense packing fills every row from its left edge, so a free cell always has a card to its left.
      if (owner === -1 && column > 0) {
        const left = cells[column - 1]!;
        cells[column] = left;
        spans[left] = spans[left]! + 1;
      }
    });
  }
  return spans;
}
