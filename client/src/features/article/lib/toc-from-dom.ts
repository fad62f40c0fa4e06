import type { TocItem } from "@shared/types";
import { buildToc } from "@shared/toc";

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/**
 * Reads the rendered body's headings into table-of-contents items with shared/toc's rule, so the
 * ids agree with the ones the server gave. A heading that came without an id is given the one its
 * entry links to; otherwise the link would have nothing to land on.
 */
export function tocFromContainer(container: ParentNode): TocItem[] {
  // The same filter buildToc applies, so items and elements line up index for index.
  const elements = Array.from(container.querySelectorAll<HTMLHeadingElement>(HEADINGS)).filter(
    (element) => (element.textContent ?? "").trim() !== "",
  );
  const items = buildToc(
    elements.map((element) => ({
      level: Number(element.tagName.slice(1)),
      // As the page shows it: runs of spaces and line breaks in the markup read as one space.
      text: (element.textContent ?? "").replace(/\s+/g, " "),
      id: element.id || null,
    })),
  );
  elements.forEach((element, index) => {
    if (!element.id) element.id = items[index].id;
  });
  return items;
}
