import type { Element, ElementContent, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString as hastToString } from "hast-util-to-string";
// Its common languages (C, Arduino, Python, Bash, YAML, JSON, INI, SQL...): what a post about
// sensors, gateways and field data shows, loaded in a tenth of the time all of them take.
import highlighter from "highlight.js/lib/common";
import { SKIP, visit } from "unist-util-visit";
import { CODE_HIGHLIGHT_MAX_CHARS } from "./constants";

const LANGUAGE_CLASS = /^language-(.+)$/;

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    const language = LANGUAGE_CLASS.exec(String(name))?.[1];
    if (language) return language;
  }
  return undefined;
}

/**
 * Highlights fenced code with a language highlight.js knows, as `hljs-*` classes (never inline
 * styles), so the article's own styles colour it in both themes and readers get no script for it.
 * Runs after sanitizing: the classes it adds are the highlighter's, an author's own are gone by then.
 * Code in a language it does not know, or past the post's budget, stays plain.
 */
export function rehypeHighlightCode() {
  return (tree: Root) => {
    let budget = CODE_HIGHLIGHT_MAX_CHARS;
    visit(tree, "element", (pre: Element) => {
      if (pre.tagName !== "pre") return;
      const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      const language = code && languageOf(code);
      if (!code || !language || !highlighter.getLanguage(language)) return SKIP;
      const text = hastToString(code);
      if (text.length > budget) return SKIP;
      budget -= text.length;
      // highlight.js escapes the code and writes only its own spans, so its HTML is safe to take in.
      const { value } = highlighter.highlight(text, { language, ignoreIllegals: true });
      code.properties.className = ["hljs", `language-${language}`];
      code.children = fromHtml(value, { fragment: true }).children as ElementContent[];
      return SKIP;
    });
  };
}
