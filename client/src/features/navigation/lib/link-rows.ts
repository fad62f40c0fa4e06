import type { NavLink } from "@shared/types";

/** A link as the editor holds it: the id keeps a row's fields (and focus) with it as rows move. */
export interface LinkRow extends NavLink {
  id: number;
}

let lastId = 0;
const nextId = () => ++lastId;

export const toRows = (links: readonly NavLink[]): LinkRow[] => links.map((link) => ({ ...link, id: nextId() }));

export const newRow = (): LinkRow => ({ id: nextId(), label: "", href: "" });

/** What is sent: the rows as links, without the spaces around what was typed. */
export const toLinks = (rows: readonly LinkRow[]): NavLink[] => rows.map(({ label, href }) => ({ label: label.trim(), href: href.trim() }));

/** The row at `index` swapped with its neighbour `by` places away; unchanged past either end. */
export function moveRow(rows: readonly LinkRow[], index: number, by: -1 | 1): LinkRow[] {
  const target = index + by;
  if (index < 0 || target < 0 || index >= rows.length || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** How a row is named in its buttons and announcements: its label, or its place while it has none. */
export const rowName = (row: LinkRow, index: number): string => (row.label.trim() ? `“${row.label.trim()}”` : `link ${index + 1}`);
