import type { TocItem } from "@shared/types";
import { buildToc } from "@shared/toc";

const HEADING = /<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/gi;
const ID = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
// Typeset maths keeps its TeX in an annotation the page does not show; the entry reads as the page does.
const MATHS_SOURCE = /<annotation\b[^>]*>[\s\S]*?<\/annotation\s*>/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The table of contents read from the body's HTML, as tocFromContainer reads it from the DOM: the
 * server has no DOM, and the browser's first render must draw the same list the server did.
 */
export function tocFromHtml(html: string): TocItem[] {
  const headings = Array.from(html.matchAll(HEADING), ([, level, attributes, inner]) => {
    const id = ID.exec(attributes);
    return {
      level: Number(level),
      text: decodeEntities(inner.replace(MATHS_SOURCE, "").replace(/<[^>]*>/g, "")).replace(/\s+/g, " "),
      id: id ? decodeEntities(id[1] ?? id[2]) : null,
    };
  });
  return buildToc(headings);
}
