import type { Element, ElementContent, Root } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import { EXIT, SKIP, visit } from "unist-util-visit";

/** The TeX KaTeX keeps in typeset maths, as the MathML's annotation. */
function texOf(math: Element): string {
  let tex = "";
  visit(math, "element", (inner: Element) => {
    if (inner.tagName !== "annotation") return;
    tex = hastToString(inner);
    return EXIT;
  });
  return tex;
}

/**
 * The text of typeset maths is its TeX, not the symbols laid out for the eye: what excerpts,
 * search and reading time take in.
 */
export function readableText(node: Root | ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && node.tagName === "math") return texOf(node);
  return "children" in node ? node.children.map((child) => readableText(child as ElementContent)).join("") : "";
}

const isTypesetMaths = (node: Element) =>
  node.tagName === "span" &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes("katex") &&
  node.children.some((child) => child.type === "element" && child.tagName === "math");

/**
 * Typeset maths back to the source the author wrote (`$...$`, or `$$...$$` in a paragraph of its
 * own), for readers that may not draw MathML: a feed reader, a fediverse server, a mail program.
 */
export function rehypeMathsAsSource() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined || !isTypesetMaths(node)) return;
      const math = node.children.find((child): child is Element => child.type === "element" && child.tagName === "math")!;
      const tex = texOf(math);
      const display = math.properties.display === "block";
      parent.children[index] = display
        ? { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: `$$${tex}$$` }] }
        : { type: "text", value: `$${tex}$` };
      return SKIP;
    });
  };
}
