/**
 * Code is shown as written: an image or a link inside a code block or a code span is an example,
 * not something to fetch or rewrite. Fenced blocks and backtick spans are recognised; indented code
 * blocks are not (the editor and the importers write fences).
 */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))|(`+)[^`\n][\s\S]*?\2/gm;

/** Applies `rewrite` to the text outside code, leaving the code as it was; `start` is where the text begins in the whole. */
export function outsideCode(markdown: string, rewrite: (text: string, start: number) => string): string {
  let result = "";
  let last = 0;
  for (const match of markdown.matchAll(CODE)) {
    result += rewrite(markdown.slice(last, match.index), last) + match[0];
    last = match.index + match[0].length;
  }
  return result + rewrite(markdown.slice(last), last);
}

/** Visits the text outside code, for collecting what a later rewrite changes (or where images stand). */
export function forEachOutsideCode(markdown: string, visit: (text: string, start: number) => void): void {
  outsideCode(markdown, (text, start) => {
    visit(text, start);
    return text;
  });
}

/** `![alt](url "title")`, the URL bare or in angle brackets, with its title kept. */
export const INLINE_IMAGE = /(!\[(?:\\.|[^\]\\\n])*\]\(\s*)(<[^>\n]*>|[^\s)]+)((?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\))/g;
/** `![alt][id]`, `![alt][]` and `![alt]`: the images that take their URL from a reference definition. */
export const REFERENCE_IMAGE = /!\[((?:\\.|[^\]\\\n])*)\](?:\[((?:\\.|[^\]\\\n])*)\])?(?!\()/g;
/** `[id]: url "title"` at the start of a line. */
export const REFERENCE_DEFINITION = /^( {0,3}\[((?:\\.|[^\]\\\n])+)\]:[ \t]*)(<[^>\n]*>|\S+)/gm;
/** The src of a raw `<img>` the converter left (inside a table cell, a figure it did not know...). */
export const HTML_IMAGE = /<img\b[^>]*>/gi;
export const HTML_SRC = /(\bsrc\s*=\s*)(["'])(.*?)\2/i;
export const HTML_SRCSET = /\s+srcset\s*=\s*(["']).*?\1/i;

/** A URL token as written, without the angle brackets CommonMark allows around it. */
export const unbracket = (token: string): string => (token.startsWith("<") && token.endsWith(">") ? token.slice(1, -1) : token);

/** Reference ids match case-insensitively with their spacing collapsed, as CommonMark says. */
export const referenceKey = (id: string): string => id.trim().replace(/\s+/g, " ").toLowerCase();
