/**
 * WordPress shortcodes made into plain HTML before the common HTML-to-Markdown step, so no
 * `[caption]` or `[gallery]` is ever left raw in a post. Those WordPress ships (and the embeds
 * people use most) become what they showed; any other is removed and named in the post's notes.
 */
import { escapeMarkup as escapeHtml } from "../../../../shared/html-escape";
import { decodeHtmlEntities, htmlToLine } from "../../../lib/html-text";

export interface AttachmentLookup {
  /** The address of an attachment item of the file, by its wp:post_id. */
  url(id: string): string | undefined;
  /** The attachments uploaded to a post, for a `[gallery]` that names no ids. */
  childrenOf(postId: string): string[];
}

export interface ShortcodeContext {
  postId: string;
  attachments: AttachmentLookup;
  notes: string[];
}

// WordPress's own grammar: `[name attrs]`, `[name attrs /]`, `[name attrs]content[/name]`, `[[escaped]]`.
const NAME = "[a-zA-Z][\\w-]*";
// Attributes are bounded so a text full of stray "[" is still read in linear time.
const OPEN = new RegExp(`\\[(\\[?)(${NAME})(?![\\w-])([^\\]]{0,2000}?)(\\/)?\\](\\]?)`, "g");

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|(\S+)/g;
  let position = 0;
  for (const match of decodeHtmlEntities(text.replace(/[\u00a0\u200b]/g, " ")).matchAll(pattern)) {
    const [, n1, v1, n2, v2, n3, v3, bareQuoted, bare] = match;
    const name = n1 ?? n2 ?? n3;
    if (name) attributes[name.toLowerCase()] = (v1 ?? v2 ?? v3 ?? "").trim();
    else attributes[String(position++)] = (bareQuoted ?? bare ?? "").trim();
  }
  return attributes;
}

function fileName(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]!.split("/").pop() ?? url) || url;
}

function link(url: string, text = url): string {
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;
}

function caption(attributes: Record<string, string>, content: string): string {
  const img = /<img\b[^>]*>/i.exec(content)?.[0];
  // The caption is what follows the image (WordPress 3.4+), or the old `caption="..."` attribute.
  const text = (img ? content.replace(/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i, "") : content).trim() || attributes.caption || "";
  if (!img) return text ? `<p>${text}</p>` : "";
  return `<figure>${img}<figcaption>${text}</figcaption></figure>`;
}

function gallery(attributes: Record<string, string>, context: ShortcodeContext): string {
  const ids = attributes.ids
    ? attributes.ids.split(/[\s,]+/).filter(Boolean)
    : context.attachments.childrenOf(attributes.id || context.postId);
  const missing: string[] = [];
  const images = ids.flatMap((id) => {
    const url = context.attachments.url(id);
    if (!url) missing.push(id);
    return url ? [`<p><img src="${escapeHtml(url)}" alt=""></p>`] : [];
  });
  if (missing.length) context.notes.push(`gallery: attachment${missing.length > 1 ? "s" : ""} ${missing.join(", ")} not in the file`);
  if (!ids.length) context.notes.push("gallery: no images found in the file");
  return images.join("\n");
}

function media(kind: "Audio" | "Video", attributes: Record<string, string>): string | null {
  const src =
    attributes.src ||
    attributes.mp3 ||
    attributes.m4a ||
    attributes.ogg ||
    attributes.wav ||
    attributes.mp4 ||
    attributes.webm ||
    attributes.ogv ||
    attributes.m4v ||
    attributes.flv ||
    attributes.wmv ||
    attributes["0"];
  if (!src) return null;
  return /youtube\.com|youtu\.be|vimeo\.com/.test(src) ? link(src) : link(src, `${kind}: ${fileName(src)}`);
}

function code(attributes: Record<string, string>, content: string): string {
  const language = (attributes.language || attributes.lang || "").toLowerCase();
  // The plugin shows the text as typed: entities in it were typed by the author's editor, not by them.
  const text = decodeHtmlEntities(content.replace(/^\n/, ""));
  return `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ""}>${escapeHtml(text)}</code></pre>`;
}

type Handler = (attributes: Record<string, string>, content: string, context: ShortcodeContext) => string | null;

const handlers: Record<string, Handler> = {
  caption: (attributes, content) => caption(attributes, content),
  wp_caption: (attributes, content) => caption(attributes, content),
  gallery: (attributes, _content, context) => gallery(attributes, context),
  // An embed's address may already be a link (a URL alone on its line is one): its text is the address.
  embed: (attributes, content) => {
    const url = htmlToLine(content) || attributes.src || attributes["0"];
    return url ? link(url) : null;
  },
  youtube: (attributes, content) => {
    const url = (htmlToLine(content) || attributes.url || attributes["0"] || "").replace(/^=/, "");
    return url ? link(url) : null;
  },
  vimeo: (attributes, content) => {
    const id = htmlToLine(content) || attributes.id || attributes["0"] || "";
    return id ? link(/^\d+$/.test(id) ? `https://vimeo.com/${id}` : id) : null;
  },
  audio: (attributes) => media("Audio", attributes),
  video: (attributes) => media("Video", attributes),
  code: (attributes, content) => code(attributes, content),
  sourcecode: (attributes, content) => code(attributes, content),
};

/**
 * Every shortcode in `html` replaced by HTML. Code samples are left alone (`a[i]` is not a
 * shortcode), and `[[name]]` is WordPress's way of writing a literal `[name]`.
 */
export function convertShortcodes(html: string, context: ShortcodeContext): string {
  return html
    .split(/(<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>)/i)
    .map((part, index) => (index % 2 === 1 ? part : replaceShortcodes(part, context, null)))
    .join("");
}

/**
 * `[code]` and `[sourcecode]` (SyntaxHighlighter) made into `<pre>` first, so nothing inside them is
 * read as a shortcode or an embed line afterwards.
 */
export function convertCodeShortcodes(html: string, context: ShortcodeContext): string {
  return replaceShortcodes(html, context, new Set(["code", "sourcecode"]));
}

function replaceShortcodes(text: string, context: ShortcodeContext, only: Set<string> | null): string {
  let out = "";
  let at = 0;
  // Shortcodes that wrap content end with `[/name]`, in any case.
  const lower = text.toLowerCase();
  OPEN.lastIndex = 0;
  for (let match = OPEN.exec(text); match; match = OPEN.exec(text)) {
    const [whole, escapeOpen, name, rawAttributes, selfClosing, escapeClose] = match;
    const key = name!.toLowerCase();
    if (only && !only.has(key)) continue;
    // A Markdown-style link `[text](url)` or a bare word in brackets followed by "(" is not a shortcode.
    if (text[match.index + whole.length] === "(") continue;
    // `[[code]]` is left for the main pass to unescape, or it would be read as a shortcode there.
    if (only && escapeOpen && escapeClose) continue;
    out += text.slice(at, match.index);
    if (escapeOpen && escapeClose) {
      out += whole.slice(1, -1);
      at = match.index + whole.length;
      continue;
    }
    let content = "";
    let end = match.index + whole.length;
    if (!selfClosing) {
      const close = lower.indexOf(`[/${key}]`, end);
      if (close !== -1) {
        content = text.slice(end, close);
        end = close + key.length + 3;
      }
    }
    const handler = Object.hasOwn(handlers, key) ? handlers[key] : undefined;
    const replaced = handler ? handler(parseAttributes(rawAttributes ?? ""), content, context) : null;
    if (replaced === null) {
      const note = `unknown shortcode [${key}]`;
      if (!handler && !context.notes.includes(note)) context.notes.push(note);
      if (handler) context.notes.push(`[${key}] with nothing to show: removed`);
      // The words an unknown wrapper held are the author's; only the brackets go.
      out += content ? replaceShortcodes(content, context, only) : "";
    } else {
      out += replaced;
    }
    at = end;
    OPEN.lastIndex = end;
  }
  // Closing tags whose opening was not one (`[/column]` after a stray `[column`) are removed too.
  return (out + text.slice(at)).replace(only ? /(?!)/ : new RegExp(`\\[\\/(${NAME})\\]`, "g"), (_whole, name: string) => {
    const note = `unknown shortcode [${name.toLowerCase()}]`;
    if (!context.notes.includes(note) && !Object.hasOwn(handlers, name.toLowerCase())) context.notes.push(note);
    return "";
  });
}
