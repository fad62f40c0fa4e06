import type { TocItem } from "@shared/types";
import { buildToc } from "@shared/toc";

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/** The text as the page shows it: typeset maths keeps its TeX in an annotation that is not shown. */
function shownText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? "";
  if (node.nodeName.toLowerCase() === "annotation") return "";
  return Array.from(node.childNodes, shownText).join("");
}

/**
 * Reads the rendered body's headings into table-of-contents items with shared/toc's rule, so the
 * ids agree with the ones the server gave. A heading that came without an id is given the one its
 * entry links to; otherwise the link would have nothing to land on.
 */
export function tocFromContainer(container: ParentNode): TocItem[] {
  // The same filter buildToc applies, so items and elements line up index for index.
  const elements = Array.from(container.querySelectorAll<HTMLHeadingElement>(HEADINGS)).filter(
    (element) => shownText(element).trim() !== "",
  );
  const items = buildToc(
    elements.map((element) => ({
      level: Number(element.tagName.slice(1)),
      // As the page shows it: runs of spaces and line breaks in the markup read as one space.
      text: shownText(element).replace(/\s+/g, " "),
      id: element.id || null,
    })),
  );
  elements.forEach((element, index) => {
    if (!element.id) element.id = items[index].id;
  });
  return items;
}
