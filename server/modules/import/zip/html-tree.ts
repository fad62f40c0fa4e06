import { parse, parseFragment, serializeOuter, type DefaultTreeAdapterTypes as T } from "parse5";

/**
 * The few lookups the zip readers make in an export's HTML (by tag and class), on parse5: the HTML
 * parser browsers follow, already installed for the Markdown renderer's raw HTML, so a sloppy page
 * parses the way a browser would show it.
 */
export type HtmlElement = T.Element;
type ParentNode = T.ParentNode;

export function parseHtmlDocument(html: string): ParentNode {
  return parse(html);
}

function isElement(node: T.ChildNode): node is HtmlElement {
  return "tagName" in node;
}

export function findAll(root: ParentNode, match: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (match(child)) found.push(child);
      walk(child.tagName === "template" ? (child as T.Template).content : child);
    }
  };
  walk(root);
  return found;
}

export function findFirst(root: ParentNode, match: (element: HtmlElement) => boolean): HtmlElement | null {
  return findAll(root, match)[0] ?? null;
}

export function attribute(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

export function hasClass(name: string): (element: HtmlElement) => boolean {
  return (element) => (attribute(element, "class") ?? "").split(/\s+/).includes(name);
}

/** The text a node shows; `lineBreak` is what a <br> becomes (code keeps its lines). */
export function textOf(node: ParentNode | T.ChildNode, lineBreak = ""): string {
  if (node.nodeName === "#text") return (node as T.TextNode).value;
  if (node.nodeName === "br") return lineBreak;
  if (!("childNodes" in node)) return "";
  return node.childNodes.map((child) => textOf(child, lineBreak)).join("");
}

/** Whitespace runs made one space, ends trimmed: a title or caption as a reader sees it. */
export function cleanText(node: ParentNode | T.ChildNode): string {
  return textOf(node).replace(/\s+/g, " ").trim();
}

export function innerHtml(element: HtmlElement): string {
  return element.childNodes.map((child) => serializeOuter(child)).join("");
}

/** Text of an HTML fragment with its entities decoded (Substack's CSV titles carry `&#x201C;`). */
export function htmlFragmentText(html: string): string {
  return cleanText(parseFragment(html));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
