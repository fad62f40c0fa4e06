import type { TocItem } from "@shared/types";

export interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * Turns the flat heading list into a tree: each heading sits under the nearest earlier heading of
 * a higher rank. A skipped level (h2 then h4) nests one step, not two, so lists never start empty.
 */
export function nestToc(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while (open.length > 0 && open[open.length - 1].item.level >= item.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
