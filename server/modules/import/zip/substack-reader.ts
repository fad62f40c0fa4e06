import { parseFragment, serialize } from "parse5";
import { parseCsv } from "../../../lib/csv";
import { systemClock, type Clock } from "../../../lib/clock";
import { slugify } from "../../../../shared/slug";
import { htmlToMarkdown } from "../html-to-markdown";
import { ImportFileError, type ImportEvent, type ImportedPost, type SourceReader } from "../imported-item";
import { findAll, htmlFragmentText, type HtmlElement } from "./html-tree";
import type { SafeZip } from "./open-zip";
import { zipSourceReader } from "./zip-source-reader";
import { exportFiles } from "./zip-layout";

const MAX_CSV_BYTES = 64 * 1024 * 1024;
const MAX_POST_BYTES = 32 * 1024 * 1024;

/** Substack's buttons and sign-up boxes: calls to action for its own site that mean nothing here. */
const SUBSTACK_CHROME = [
  "button-wrapper",
  "subscription-widget-wrap",
  "subscription-widget-wrap-editor",
  "subscribe-widget",
  "share-dialog",
  "captioned-button-wrap",
];

function withoutSubstackChrome(html: string): string {
  const fragment = parseFragment(html);
  const chrome = findAll(fragment, (element) =>
    (element.attrs.find((attr) => attr.name === "class")?.value ?? "").split(/\s+/).some((name) => SUBSTACK_CHROME.includes(name)),
  );
  for (const element of chrome) {
    const parent = element.parentNode as HtmlElement | null;
    if (parent) parent.childNodes = parent.childNodes.filter((child) => child !== element);
  }
  return serialize(fragment);
}

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Substack's post_id is "123456.slug-words": the words are the slug its `/p/` address used. */
function slugFromPostId(postId: string, title: string): string {
  const dot = postId.indexOf(".");
  const fromId = dot >= 0 ? slugify(postId.slice(dot + 1)) : "";
  return fromId || slugify(title) || "post";
}

async function* readPosts(zip: SafeZip, now: () => Date): AsyncGenerator<ImportEvent> {
  const files = exportFiles(zip.entries);
  const csvFile = files.find((file) => file.name === "posts.csv");
  if (!csvFile) throw new ImportFileError("The Substack export has no posts.csv.", 400);
  const rows = parseCsv((await zip.readBuffer(csvFile.path, MAX_CSV_BYTES)).toString("utf8"));
  const [header, ...records] = rows;
  if (!header || !header.includes("post_id")) throw new ImportFileError("The Substack export's posts.csv has no post_id column.", 400);
  const column = (record: string[], name: string): string => record[header.indexOf(name)]?.trim() ?? "";
  const root = csvFile.path.slice(0, csvFile.path.length - "posts.csv".length);
  for (const record of records) {
    const postId = column(record, "post_id");
    if (!postId) continue;
    const title = htmlFragmentText(column(record, "title")) || "Untitled";
    const type = column(record, "type").toLowerCase();
    if (type === "page" || type === "thread") {
      yield {
        type: "skipped",
        item: {
          kind: type,
          originalId: postId,
          title,
          reason: type === "page" ? "a Substack page, not a post" : "a Substack discussion thread, not a post",
        },
      };
      continue;
    }
    const notes: string[] = [];
    const htmlPath = `${root}posts/${postId}.html`;
    let markdown = "";
    if (zip.has(htmlPath)) {
      const converted = htmlToMarkdown(withoutSubstackChrome((await zip.readBuffer(htmlPath, MAX_POST_BYTES)).toString("utf8")));
      markdown = converted.markdown;
      notes.push(...converted.notes);
    } else {
      notes.push(`no posts/${postId}.html in the export: imported without a body`);
    }
    const podcastUrl = column(record, "podcast_url");
    if (podcastUrl) {
      markdown = `[Listen to the episode](${podcastUrl})\n\n${markdown}`.trim();
      notes.push("podcast episode: the audio stays on Substack, linked at the top of the post");
    }
    if (column(record, "audience") === "only_paid")
      notes.push("for paid subscribers only on Substack: Furrow shows it to everyone once published");

    const published = /^true$/i.test(column(record, "is_published"));
    const date = parseDate(column(record, "post_date"));
    const slug = slugFromPostId(postId, title);
    const status: ImportedPost["status"] = !published ? "draft" : date && date > now() ? "scheduled" : "published";
    yield {
      type: "post",
      post: {
        source: "substack",
        originalId: postId,
        title,
        slug,
        markdown,
        excerpt: htmlFragmentText(column(record, "subtitle")) || null,
        status,
        publishedAt: status === "draft" ? null : date,
        updatedAt: null,
        tags: [],
        featured: false,
        featuredImage: null,
        oldPaths: published ? [`/p/${slug}`] : [],
        originalUrl: null,
        comments: [],
        notes,
      },
    };
  }
}

export function createSubstackReader({ clock = systemClock }: { clock?: Clock } = {}): SourceReader {
  return zipSourceReader("substack", readPosts, clock);
}

/** Substack's export: posts.csv plus posts/{post_id}.html. */
export const substackReader: SourceReader = createSubstackReader();
