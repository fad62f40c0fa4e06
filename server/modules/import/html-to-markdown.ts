import TurndownService from "turndown";
import { gfm } from "@joplin/turndown-plugin-gfm";

/**
 * HTML from another blog made into the Markdown Furrow's editor writes: ATX headings, fenced code,
 * `-` bullets, GFM tables. One converter serves every source, so an imported post reads the same
 * whichever platform it left.
 */
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
  service.remove(["script", "style", "noscript", "iframe", "form", "button", "input"]);
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
  const markdown = converter.turndown(html).replace(/\n{3,}/g, "\n\n").trim();
  return { markdown, notes: [] };
}
