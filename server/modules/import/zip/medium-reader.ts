import { slugify } from "../../../../shared/slug";
import { systemClock, type Clock } from "../../../lib/clock";
import { htmlToMarkdown } from "../html-to-markdown";
import type { ImportEvent, ImportedPost, SourceReader } from "../imported-item";
import { parseFragment } from "parse5";
import {
  attribute,
  cleanText,
  escapeHtml,
  findAll,
  findFirst,
  hasClass,
  innerHtml,
  parseHtmlDocument,
  textOf,
  type HtmlElement,
} from "./html-tree";
import type { SafeZip } from "./open-zip";
import { zipSourceReader } from "./zip-source-reader";
import { exportFiles } from "./zip-layout";

const MAX_POST_BYTES = 32 * 1024 * 1024;

/** Medium ends every slug with the post's id ("my-title-1a2b3c4d5e6f"); the id alone when there was no title. */
const MEDIUM_ID_SUFFIX = /-?[0-9a-f]{8,16}$/;

function canonicalSlug(url: URL | null): string {
  const last = url?.pathname.split("/").filter(Boolean).pop() ?? "";
  return slugify(decodeURIComponent(last).replace(MEDIUM_ID_SUFFIX, ""));
}

/**
 * Where a story answered: its canonical path ("/@user/slug-id" on medium.com, "/publication/slug-id"),
 * the "/slug-id" a publication on its own domain serves, and Medium's short "/p/id".
 */
function mediumOldPaths(canonical: URL): string[] {
  const segments = canonical.pathname.split("/").filter(Boolean);
  const last = segments[segments.length - 1] ?? "";
  const id = /(?:^|-)([0-9a-f]{10,16})$/.exec(last)?.[1];
  const paths = [canonical.pathname];
  if (segments.length > 1) paths.push(`/${last}`);
  if (id) paths.push(`/p/${id}`);
  return [...new Set(paths)];
}

function parseUrl(href: string | null): URL | null {
  if (!href) return null;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/**
 * A response (Medium's comment on another story) is exported like a post, but with no subtitle, no title
 * heading, and a "title" that is only the start of its own text.
 */
function isResponse(title: string, summary: HtmlElement | null, content: HtmlElement | null, bodyText: string): boolean {
  // A story carries its title as a heading in its body; a response has none, nor a subtitle.
  if (summary || (content && findFirst(content, hasClass("graf--title")))) return false;
  const normalise = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const start = normalise(title).replace(/ ?…$/, "");
  return start.length > 0 && normalise(bodyText).startsWith(start);
}

/** Medium's article chrome (the section dividers, the title and subtitle repeated in the body) that no reader needs twice. */
function bodyHtml(content: HtmlElement, title: string, subtitle: string): string {
  for (const divider of findAll(content, hasClass("section-divider"))) {
    const parent = divider.parentNode as HtmlElement | null;
    if (parent) parent.childNodes = parent.childNodes.filter((child) => child !== divider);
  }
  const repeated = findAll(
    content,
    (element) =>
      /^h[1-4]$/.test(element.tagName) &&
      (hasClass("graf--title")(element)
        ? cleanText(element) === title
        : hasClass("graf--subtitle")(element) && cleanText(element) === subtitle),
  );
  for (const heading of repeated) {
    const parent = heading.parentNode as HtmlElement | null;
    if (parent) parent.childNodes = parent.childNodes.filter((child) => child !== heading);
  }
  // Medium writes code as <pre> with <br> for its lines and no <code>, which Markdown would flatten.
  for (const pre of findAll(content, (element) => element.tagName === "pre")) {
    const code = textOf(pre, "\n").replace(/^\s+|\s+$/g, "");
    const replacement = parseFragment(`<pre><code>${escapeHtml(code)}</code></pre>`).childNodes[0] as HtmlElement;
    pre.childNodes = replacement.childNodes;
  }
  return innerHtml(content);
}

function readPost(fileName: string, html: string, now: Date): ImportEvent {
  const document = parseHtmlDocument(html);
  const article = findFirst(document, hasClass("h-entry")) ?? document;
  const titleElement = findFirst(article, hasClass("p-name")) ?? findFirst(document, (element) => element.tagName === "title");
  const title = titleElement ? cleanText(titleElement) : "";
  const summary = findFirst(article, hasClass("p-summary"));
  const content = findFirst(article, hasClass("e-content"));
  const bodyText = content ? cleanText(content) : "";
  const baseName = fileName.split("/").pop() ?? fileName;
  const originalId = fileName;

  if (isResponse(title, summary, content, bodyText)) {
    return {
      type: "skipped",
      item: { kind: "response", originalId, title: title || baseName, reason: "a response to another story, not a post" },
    };
  }

  const timeElement = findFirst(article, (element) => element.tagName === "time" && hasClass("dt-published")(element));
  const dateText = timeElement ? attribute(timeElement, "datetime") : null;
  const date = dateText && !Number.isNaN(new Date(dateText).getTime()) ? new Date(dateText) : null;
  const canonicalLink = findFirst(article, hasClass("p-canonical"));
  const canonical = parseUrl(canonicalLink ? attribute(canonicalLink, "href") : null);
  // Medium names drafts draft_*.html, and a draft has no canonical address nor publication date.
  const draft = baseName.startsWith("draft_") || (!canonical && !date);

  const notes: string[] = [];
  const converted = content ? htmlToMarkdown(bodyHtml(content, title, summary ? cleanText(summary) : "")) : { markdown: "", notes: [] };
  notes.push(...converted.notes);
  // A story with an address but no date cannot be published on its day: it waits as a draft.
  const undated = !draft && !date;
  if (undated) notes.push("no publication date in the export: imported as a draft");

  const fileSlug = slugify(
    baseName
      .replace(/\.html?$/i, "")
      .replace(/^draft_/, "")
      .replace(/^\d{4}-\d{2}-\d{2}_/, "")
      .replace(MEDIUM_ID_SUFFIX, ""),
  );
  const slug = canonicalSlug(canonical) || slugify(title) || fileSlug || "post";
  const tags = [...new Set(findAll(article, hasClass("p-tag")).map(cleanText).filter(Boolean))];
  const status: ImportedPost["status"] = draft || undated ? "draft" : date && date > now ? "scheduled" : "published";

  return {
    type: "post",
    post: {
      source: "medium",
      originalId,
      title: title || "Untitled",
      slug,
      markdown: converted.markdown,
      excerpt: summary ? cleanText(summary) || null : null,
      status,
      publishedAt: draft ? null : date,
      updatedAt: null,
      tags,
      featured: false,
      featuredImage: null,
      oldPaths: canonical && !draft ? mediumOldPaths(canonical) : [],
      originalUrl: canonical && !draft ? canonical.href : null,
      comments: [],
      notes,
    },
  };
}

async function* readPosts(zip: SafeZip, now: () => Date): AsyncGenerator<ImportEvent> {
  const posts = exportFiles(zip.entries).filter((file) => /^posts\/[^/]+\.html?$/i.test(file.name));
  for (const file of posts) {
    const html = (await zip.readBuffer(file.path, MAX_POST_BYTES)).toString("utf8");
    yield readPost(file.name, html, now());
  }
}

export function createMediumReader({ clock = systemClock }: { clock?: Clock } = {}): SourceReader {
  return zipSourceReader("medium", readPosts, clock);
}

/** Medium's export: posts/*.html in h-entry markup, beside profile/ and the account's other folders. */
export const mediumReader: SourceReader = createMediumReader();
