import type { Element, ElementContent, Root as HastRoot } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString as hastToString } from "hast-util-to-string";
import katex from "katex";
import type { Root as MdastRoot, Text } from "mdast";
import type { InlineMath } from "mdast-util-math";
import remarkMath from "remark-math";
import type { VFile } from "vfile";
import { SKIP, visit } from "unist-util-visit";

const DOLLARS_AROUND = /^(\$+)([^]*?)(\$+)$/;

/**
 * Pandoc's rule for `$...$`: the maths starts and ends right beside its dollars, and the closing
 * one is not followed by a digit. So "$5 a bag and $7 a sack" stays text with maths on. What the
 * rule turns back into text is shown as written, emphasis marks and all, and a real `$x$` later in
 * the same paragraph as such a price is not found: the parse had already paired the dollars.
 */
function breaksPandocsRule(source: string, after: string): boolean {
  const inner = DOLLARS_AROUND.exec(source)?.[2] ?? "";
  return /^\s|\s$/.test(inner) || /^\d/.test(after);
}

function remarkPricesStayText() {
  return (tree: MdastRoot, file: VFile) => {
    const markdown = String(file.value);
    visit(tree, "inlineMath", (node: InlineMath, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !parent || index === undefined) return;
      const source = markdown.slice(start, end);
      if (!breaksPandocsRule(source, markdown.charAt(end))) return;
      const text: Text = { type: "text", value: source, position: node.position };
      parent.children[index] = text;
    });
  };
}

/** The remark plugins that read `$...$` and `$$...$$` as maths, for a post whose author turned maths on. */
export const remarkMaths = [remarkMath, remarkPricesStayText] as const;

const isMathCode = (node: Element) =>
  node.tagName === "code" && Array.isArray(node.properties.className) && node.properties.className.includes("language-math");

/** KaTeX's MathML for the TeX, or nothing when it is not TeX KaTeX can typeset (it then stays code, as written). */
function typeset(tex: string, displayMode: boolean): ElementContent[] | null {
  try {
    const mathml = katex.renderToString(tex, { output: "mathml", displayMode, throwOnError: true, strict: "ignore", trust: false });
    return fromHtml(mathml, { fragment: true }).children as ElementContent[];
  } catch {
    return null;
  }
}

/**
 * Typesets the maths remark-math found as MathML, which browsers draw without any script, style
 * sheet or font from us. Runs after sanitizing, so the MathML is KaTeX's and never the author's.
 * A `$$` block (code in a `pre`) is display maths; `$...$` is inline.
 */
export function rehypeTypesetMaths() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      const display = node.tagName === "pre" && node.children.some((child) => child.type === "element" && isMathCode(child));
      if (!display && !isMathCode(node)) return;
      const mathml = typeset(hastToString(node), display);
      if (!mathml) return SKIP;
      parent.children.splice(index, 1, ...mathml);
      return [SKIP, index + mathml.length];
    });
  };
}
