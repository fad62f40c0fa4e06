import { within } from "@testing-library/react";

/** A table's body rows, each as its cells' texts: what a reader of the table sees, row by row. */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
