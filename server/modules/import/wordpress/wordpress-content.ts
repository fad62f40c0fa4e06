/**
 * A WordPress post body (`content:encoded`) made into the Markdown Furrow's editor writes: block
 * comments dropped, the classic editor's bare line breaks made into paragraphs as WordPress shows
 * them, shortcodes converted, oEmbed lines kept as links, then the common HTML-to-Markdown step.
 */
import { escapeMarkup } from "../../../../shared/html-escape";
import { htmlToMarkdown } from "../html-to-markdown";
import { htmlToText } from "../../../lib/html-text";
import { convertCodeShortcodes, convertShortcodes, type AttachmentLookup } from "./wordpress-shortcodes";

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const MORE = /<!--more(?:\s[\s\S]*?)?-->/i;
const NEXTPAGE = /<!--nextpage-->/gi;
// WordPress's autoembed: a URL alone on its line is shown as the thing it points at.
const URL_LINE = /^[ \t]*(https?:\/\/[^\s<>"']+)[ \t]*$/gm;
const BLOCK_TAG =
  "(?:address|article|aside|blockquote|caption|dd|div|dl|dt|details|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul|iframe|audio|video|script|style)";
const STARTS_WITH_BLOCK = new RegExp(`^<\\/?${BLOCK_TAG}\\b`, "i");

export interface WordpressContent {
  markdown: string;
  /** The text before `<!--more-->`, for a post with no excerpt of its own; null without the marker. */
  moreExcerpt: string | null;
  notes: string[];
}

/**
 * The classic editor stores text as typed: a blank line is a new paragraph, a single line break a
 * `<br>`. The block editor writes its own `<p>`, and WordPress skips this step for it, as we do.
 */
function autop(html: string): string {
  const parts = html.replace(/\r\n?/g, "\n").split(/(<pre\b[\s\S]*?<\/pre>)/i);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return `\n\n${part}\n\n`;
      return part
        .split(/\n[ \t]*\n/)
        .map((chunk) => chunk.trim())
        .filter(Boolean)
        .map((chunk) => (STARTS_WITH_BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>\n")}</p>`))
        .join("\n\n");
    })
    .join("")
    .trim();
}

function embedLines(html: string): string {
  return html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(URL_LINE, (_line, url: string) => `\n\n<p><a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a></p>\n\n`),
    )
    .join("");
}

export function convertWordpressContent(html: string, postId: string, attachments: AttachmentLookup): WordpressContent {
  const notes: string[] = [];
  const isBlocks = BLOCK_COMMENT.test(html);
  BLOCK_COMMENT.lastIndex = 0;
  const body = convertCodeShortcodes(html.replace(BLOCK_COMMENT, "").replace(NEXTPAGE, ""), { postId, attachments, notes });
  const more = MORE.exec(body);
  const withoutMore = body.replace(MORE, "");

  const shortcoded = convertShortcodes(embedLines(withoutMore), { postId, attachments, notes });
  const paragraphs = isBlocks ? shortcoded : autop(shortcoded);
  const converted = htmlToMarkdown(paragraphs);

  let moreExcerpt: string | null = null;
  if (more) {
    const lead = convertShortcodes(body.slice(0, more.index), { postId, attachments, notes: [] });
    moreExcerpt =
      htmlToText(isBlocks ? lead : autop(lead))
        .replace(/\s+/g, " ")
        .trim() || null;
  }
  return { markdown: converted.markdown, moreExcerpt, notes: [...notes, ...converted.notes] };
}
