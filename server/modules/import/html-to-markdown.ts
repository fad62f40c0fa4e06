import TurndownService from "turndown";
import { gfm } from "@joplin/turndown-plugin-gfm";

/**
 * HTML from another blog made into the Markdown Furrow's editor writes: ATX headings, fenced code,
 * `-` bullets, GFM tables. One converter serves every source, so an imported post reads the same
 * whichever platform it left.
 */

/** The language a code block names, whichever convention the source used. */
function codeLanguage(...classNames: string[]): string {
  for (const className of classNames) {
    const match =
      /(?:^|\s)(?:language|lang)-([\w+#.-]+)/.exec(className) ??
      // SyntaxHighlighter, WordPress's most common code plugin: class="brush: js; title: ..."
      /(?:^|\s|;)brush:\s*([\w+#.-]+)/.exec(className);
    if (match) return match[1]!.toLowerCase();
  }
  return "";
}

function fence(code: string): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(longestRun + 1);
}

/** Furrow renders no <figure>: an image with its caption is the image, then the caption in italics. */
function figureMarkdown(node: HTMLElement): string | null {
  const img = node.querySelector("img");
  if (!img) return null;
  const src = img.getAttribute("src") ?? "";
  if (!src) return null;
  const caption = (node.querySelector("figcaption")?.textContent ?? "").replace(/\s+/g, " ").trim();
  const alt = (img.getAttribute("alt") ?? "").replace(/\s+/g, " ").trim() || caption;
  const escapeText = (text: string) => text.replace(/([\\[\]*_`])/g, "\\$1");
  const title = caption ? ` "${caption.replace(/"/g, '\\"')}"` : "";
  const image = `![${escapeText(alt)}](${src.replace(/[()\s]/g, encodeURIComponent)}${title})`;
  return caption ? `${image}\n_${escapeText(caption)}_` : image;
}

/** A YouTube or Vimeo player's address made into the video's own page, which readers can open. */
function videoPage(src: string): string {
  const youtube = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/.exec(src);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^https?:\/\/player\.vimeo\.com\/video\/(\d+)/.exec(src);
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`;
  return src;
}

/** The notes of the conversion under way (turndown's rules are made once, the notes are per call). */
let notes: string[] | undefined;

function createConverter(): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "_",
    hr: "---",
  });
  service.use(gfm);
  // Nothing a reader would see, and nothing Furrow's sanitiser would keep.
  service.remove(["script", "style", "noscript", "form", "button", "input"]);

  // Furrow keeps no frames; what one showed stays reachable as a link, and the report says so.
  service.addRule("iframe", {
    filter: "iframe",
    replacement: (_content, node) => {
      const src = (node as HTMLElement).getAttribute("src") ?? "";
      if (!/^https?:\/\//.test(src)) return "";
      const address = videoPage(src);
      notes?.push(`embedded frame kept as a link: ${address}`);
      const title = ((node as HTMLElement).getAttribute("title") ?? "").trim();
      return `\n\n${title && address === src ? `[${title.replace(/([\\[\]])/g, "\\$1")}](${address})` : `<${address}>`}\n\n`;
    },
  });

  service.addRule("figureWithImage", {
    // One image only: a gallery's outer figure holds figures of its own, each converted by this rule.
    filter: (node) =>
      node.nodeName === "FIGURE" &&
      node.querySelectorAll("img").length === 1 &&
      !node.querySelector("figure") &&
      figureMarkdown(node) !== null,
    replacement: (_content, node) => `\n\n${figureMarkdown(node as HTMLElement)}\n\n`,
  });
  // A caption of anything else (a table, a quote, an embed) still reads as one.
  service.addRule("figcaption", {
    filter: "figcaption",
    replacement: (content) => (content.trim() ? `\n\n_${content.trim()}_\n\n` : ""),
  });
  // Every <pre> is code, with or without a <code> inside (WordPress's `wp-block-code`, `brush: js`).
  service.addRule("preformatted", {
    filter: "pre",
    replacement: (_content, node) => {
      const pre = node as HTMLElement;
      const code = pre.querySelector("code");
      const language = codeLanguage(code?.getAttribute("class") ?? "", pre.getAttribute("class") ?? "", pre.getAttribute("lang") ?? "");
      const text = (pre.textContent ?? "").replace(/\n$/, "");
      const marks = fence(text);
      return `\n\n${marks}${language}\n${text}\n${marks}\n\n`;
    },
  });
  // A link whose text is its own address (an embed, a pasted URL) stays a bare address.
  service.addRule("autolink", {
    filter: (node) => {
      const href = node.nodeName === "A" ? node.getAttribute("href") : null;
      return !!href && /^https?:\/\//.test(href) && node.textContent?.trim() === href;
    },
    replacement: (_content, node) => `<${(node as HTMLElement).getAttribute("href")}>`,
  });
  return service;
}

let converter: TurndownService | undefined;

export interface ConvertedHtml {
  markdown: string;
  /** What could not be carried over faithfully, for the import report. */
  notes: string[];
}

export function htmlToMarkdown(html: string): ConvertedHtml {
  converter ??= createConverter();
  notes = [];
  try {
    const markdown = converter
      .turndown(html)
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    return { markdown, notes };
  } finally {
    notes = undefined;
  }
}
