/**
 * How the featured cards after the lead fill their grid, for any count: rows of three, except that
 * a lone card is never left after a full row (4 become 2 + 2, 7 become 3 + 2 + 2).
 */
export function featuredRowSizes(count: number): number[] {
  const rows: number[] = [];
  let left = count;
  while (left > 0) {
    if (left === 4) {
      rows.push(2, 2);
      break;
    }
    const row = Math.min(left, 3);
    rows.push(row);
    left -= row;
  }
  return rows;
}

export interface FeaturedCell {
  /** Columns of the 6-column desktop grid: 2 in a row of three, 3 in a pair, 6 alone. */
  lg: 2 | 3 | 6;
  /** Columns of the 2-column tablet grid: an odd card out takes the whole row. */
  sm: 1 | 2;
}

export function featuredCells(count: number): FeaturedCell[] {
  const cells: FeaturedCell[] = [];
  for (const size of featuredRowSizes(count)) {
    for (let i = 0; i < size; i += 1) cells.push({ lg: (6 / size) as FeaturedCell["lg"], sm: 1 });
  }
  if (count % 2 === 1) cells[count - 1] = { ...cells[count - 1]!, sm: 2 };
  return cells;
}
