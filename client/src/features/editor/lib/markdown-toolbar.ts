/**
 * What each toolbar button does to the text area: pure functions of (text, selection), so the
 * rules are testable without a browser. The result carries the selection to restore, which
 * covers the placeholder the author will type over, or the text that was wrapped.
 */

export type MarkdownFormat = "h1" | "h2" | "h3" | "bold" | "italic" | "list" | "quote" | "image";

export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

const INLINE: Partial<Record<MarkdownFormat, { mark: string; placeholder: string }>> = {
  bold: { mark: "**", placeholder: "bold text" },
  italic: { mark: "*", placeholder: "italic text" },
};

const LINE: Partial<Record<MarkdownFormat, { prefix: string; placeholder: string }>> = {
  h1: { prefix: "# ", placeholder: "Heading 1" },
  h2: { prefix: "## ", placeholder: "Heading 2" },
  h3: { prefix: "### ", placeholder: "Heading 3" },
  list: { prefix: "- ", placeholder: "List item" },
  quote: { prefix: "> ", placeholder: "Quote" },
};

const IMAGE_ALT_PLACEHOLDER = "Image description";
export const IMAGE_URL_PLACEHOLDER = "https://example.com/image.jpg";

function replace(value: string, start: number, end: number, insert: string): string {
  return value.slice(0, start) + insert + value.slice(end);
}

/** `**` around the words; spaces a double-click picked up stay outside, or the mark would not parse. */
function wrapInline(value: string, start: number, end: number, mark: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end);
  const core = selected.trim();
  if (!core) {
    const insert = `${mark}${placeholder}${mark}`;
    const at = start + mark.length;
    return { value: replace(value, start, end, insert), start: at, end: at + placeholder.length };
  }
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const from = start + lead;
  const to = end - trail;
  const next = replace(value, from, to, `${mark}${core}${mark}`);
  return { value: next, start: from + mark.length, end: from + mark.length + core.length };
}

const HEADING_OR_PREFIX = /^(#{1,6}\s+|[-*+]\s+|>\s?)/;

/** Line syntax applies to whole lines: every line the selection touches gets the prefix. */
function prefixLines(value: string, start: number, end: number, prefix: string, placeholder: string): TextEdit {
  if (start === end) {
    // No selection: a new line with a placeholder, so the cursor's line is never broken apart.
    const atLineStart = start === 0 || value[start - 1] === "\n";
    const atLineEnd = start === value.length || value[start] === "\n";
    const before = atLineStart ? "" : "\n";
    const after = atLineEnd ? "" : "\n";
    const insert = `${before}${prefix}${placeholder}${after}`;
    const at = start + before.length + prefix.length;
    return { value: replace(value, start, end, insert), start: at, end: at + placeholder.length };
  }
  const blockStart = value.lastIndexOf("\n", start - 1) + 1;
  // A selection ending right after a newline does not include the next line.
  const lastChar = value[end - 1] === "\n" ? end - 1 : end;
  const newline = value.indexOf("\n", lastChar);
  const blockEnd = newline === -1 ? value.length : newline;
  const block = value
    .slice(blockStart, blockEnd)
    .split("\n")
    .map((line) => (line.trim() ? prefix + line.replace(HEADING_OR_PREFIX, "") : line))
    .join("\n");
  return { value: replace(value, blockStart, blockEnd, block), start: blockStart, end: blockStart + block.length };
}

const LOOKS_LIKE_URL = /^(https?:\/\/|\/)\S*$/;

/** A selected address becomes the image's source; other selected text its description. */
function insertImage(value: string, start: number, end: number): TextEdit {
  const selected = value.slice(start, end).trim();
  if (selected && LOOKS_LIKE_URL.test(selected)) {
    const insert = `![${IMAGE_ALT_PLACEHOLDER}](${selected})`;
    return { value: replace(value, start, end, insert), start: start + 2, end: start + 2 + IMAGE_ALT_PLACEHOLDER.length };
  }
  const alt = selected || IMAGE_ALT_PLACEHOLDER;
  const insert = `![${alt}](${IMAGE_URL_PLACEHOLDER})`;
  const urlAt = start + 2 + alt.length + 2;
  return { value: replace(value, start, end, insert), start: urlAt, end: urlAt + IMAGE_URL_PLACEHOLDER.length };
}

export function applyMarkdown(format: MarkdownFormat, value: string, start: number, end: number): TextEdit {
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end));
  const inline = INLINE[format];
  if (inline) return wrapInline(value, from, to, inline.mark, inline.placeholder);
  const line = LINE[format];
  if (line) return prefixLines(value, from, to, line.prefix, line.placeholder);
  return insertImage(value, from, to);
}
