// Over 300 lines: the two streamed passes over a WXR file (attachments first, then items) share the
// parser's event handlers and the state they fill; split, each half would need the other's state passed in.
/**
 * WordPress export files (WXR 1.0–1.2) read into Furrow's import model.
 *
 * The file is read twice, both times as a stream. The first pass keeps only the attachments' ids
 * and addresses: a post's featured image (`_thumbnail_id`) and its `[gallery]` name attachments that
 * WordPress may write after the post, and holding posts back until the end would hold the whole
 * blog in memory. The second pass yields each post as soon as its `</item>` is read. The cost is
 * one more tokenising of the file; the memory is the id → address map, whatever the file's size.
 */
import { slugify } from "../../../../shared/slug";
import { fitPostLimits } from "../fit-post-limits";
import { htmlToLine, htmlToText } from "../../../lib/html-text";
import type { ImportedComment, ImportedPost, ImportEvent, SkippedItem, SourceReader } from "../imported-item";
import { convertWordpressContent } from "./wordpress-content";
import type { AttachmentLookup } from "./wordpress-shortcodes";
import { parseWxr, type WxrChannel, type WxrItem } from "./wxr-parse";

const ATTACHMENT_FIELDS = new Set(["wp:post_id", "wp:post_type", "wp:attachment_url", "guid", "wp:post_parent"]);
const POST_FIELDS = new Set([
  "title",
  "link",
  "guid",
  "pubDate",
  "content:encoded",
  "excerpt:encoded",
  "wp:post_id",
  "wp:post_date",
  "wp:post_date_gmt",
  "wp:post_modified_gmt",
  "wp:post_name",
  "wp:status",
  "wp:post_type",
  "wp:post_password",
  "wp:is_sticky",
  "wp:attachment_url",
  "wp:post_parent",
]);
const TAG_DOMAINS = new Set(["category", "post_tag"]);
/** WordPress files every post under "Uncategorized" unless told otherwise: a default, not a tag. */
const DEFAULT_CATEGORY = "uncategorized";
const PASSWORD_NOTE = "password-protected: imported as a draft";

interface Attachment {
  url: string;
  parent: string;
}

async function readAttachments(filePath: string): Promise<AttachmentLookup> {
  const byId = new Map<string, Attachment>();
  for await (const item of parseWxr(filePath, { fields: ATTACHMENT_FIELDS, metaKeys: new Set(), comments: false })) {
    if (item.fields["wp:post_type"]?.trim() !== "attachment") continue;
    const id = item.fields["wp:post_id"]?.trim();
    const url = (item.fields["wp:attachment_url"] || item.fields.guid || "").trim();
    if (id && url) byId.set(id, { url, parent: item.fields["wp:post_parent"]?.trim() ?? "0" });
  }
  return {
    url: (id) => byId.get(id)?.url,
    childrenOf: (postId) => [...byId].filter(([, attachment]) => attachment.parent === postId).map(([id]) => id),
  };
}

/** WXR dates: "2019-05-14 09:30:00" in UTC for the `_gmt` fields; "0000-00-00 00:00:00" for none. */
function wxrDate(value: string | undefined): Date | null {
  const text = value?.trim();
  if (!text || text.startsWith("0000")) return null;
  const date = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? new Date(`${text.replace(" ", "T")}Z`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function postDate(fields: Record<string, string>): Date | null {
  // The local `wp:post_date` has no zone: it is only the last resort, read as UTC.
  return wxrDate(fields["wp:post_date_gmt"]) ?? wxrDate(fields.pubDate) ?? wxrDate(fields["wp:post_date"]);
}

function resolveLink(link: string, channel: WxrChannel): URL | null {
  try {
    return new URL(link, channel.baseUrl ?? undefined);
  } catch {
    return null;
  }
}

/**
 * The addresses the post answered at: its permalink, `/?p={id}`, and the permalink with each slug
 * it had before a rename (`_wp_old_slug`), which WordPress kept redirecting too.
 */
function oldPaths(item: WxrItem, postId: string, channel: WxrChannel): { paths: string[]; url: string | null } {
  const link = item.fields.link?.trim();
  const paths: string[] = [];
  let url: string | null = null;
  if (link) {
    const resolved = resolveLink(link, channel);
    if (resolved) {
      url = resolved.href;
      paths.push(`${resolved.pathname}${resolved.search}`);
    } else if (link.startsWith("/")) {
      url = link;
      paths.push(link);
    }
  }
  const postName = item.fields["wp:post_name"]?.trim();
  const permalink = paths[0];
  if (permalink && postName) {
    const segments = permalink.split("/");
    const at = segments.lastIndexOf(postName);
    for (const oldSlug of item.meta._wp_old_slug ?? []) {
      if (at === -1 || !oldSlug) continue;
      paths.push(segments.map((segment, index) => (index === at ? oldSlug : segment)).join("/"));
    }
  }
  if (postId) paths.push(`/?p=${postId}`);
  return { paths: [...new Set(paths)].filter((path) => path !== "/"), url };
}

function tags(item: WxrItem): string[] {
  const seen = new Map<string, string>();
  for (const category of item.categories) {
    if (!TAG_DOMAINS.has(category.domain)) continue;
    const name = htmlToLine(category.name);
    if (!name || category.nicename === DEFAULT_CATEGORY || name.toLowerCase() === DEFAULT_CATEGORY) continue;
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

const SKIPPED_COMMENTS: Record<string, string> = { spam: "spam comment", trash: "trashed comment" };

function comments(item: WxrItem, postTitle: string, postedAt: Date | null, skipped: SkippedItem[]): ImportedComment[] {
  const kept: ImportedComment[] = [];
  for (const { fields } of item.comments) {
    const id = fields["wp:comment_id"]?.trim() ?? "";
    const type = fields["wp:comment_type"]?.trim().toLowerCase() ?? "";
    const approved = fields["wp:comment_approved"]?.trim().toLowerCase() ?? "0";
    const authorName = htmlToLine(fields["wp:comment_author"] ?? "") || "Anonymous";
    const about = `by ${authorName} on "${postTitle}"`;
    if (type === "pingback" || type === "trackback") {
      skipped.push({ kind: type, originalId: id, title: about, reason: `${type}s are not comments` });
    } else if (type && type !== "comment") {
      skipped.push({ kind: `${type} comment`, originalId: id, title: about, reason: `a "${type}" comment is not a reader's comment` });
    } else if (SKIPPED_COMMENTS[approved]) {
      skipped.push({
        kind: SKIPPED_COMMENTS[approved],
        originalId: id,
        title: about,
        reason: approved === "spam" ? "marked as spam" : "in the trash",
      });
    } else {
      kept.push({
        originalId: id,
        parentOriginalId: fields["wp:comment_parent"]?.trim() || null,
        authorName,
        authorEmail: fields["wp:comment_author_email"]?.trim() ?? "",
        content: htmlToText(fields["wp:comment_content"] ?? ""),
        createdAt: wxrDate(fields["wp:comment_date_gmt"]) ?? wxrDate(fields["wp:comment_date"]) ?? postedAt ?? new Date(0),
        status: approved === "1" || approved === "approve" ? "approved" : "pending",
      });
    }
  }
  // A reply to a comment that is not imported (spam, trashed) stands on its own.
  const ids = new Set(kept.map((comment) => comment.originalId));
  for (const comment of kept)
    if (comment.parentOriginalId === "0" || !ids.has(comment.parentOriginalId ?? "")) comment.parentOriginalId = null;
  // Oldest first, so a reply follows what it answers; equal dates keep the file's order.
  return kept.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * A podcast episode's file is an enclosure (`url\nlength\ntype`), shown by the old theme's player,
 * not by the text: it leads the post as a link, unless the text links it already.
 */
function withEnclosure(markdown: string, enclosure: string | undefined): string {
  const url = enclosure?.split("\n")[0]?.trim();
  if (!url || !/^https?:\/\//.test(url) || markdown.includes(url)) return markdown;
  const kind = /\nvideo\//.test(enclosure!) ? "Video" : "Audio";
  const name = decodeURIComponent(url.split(/[?#]/)[0]!.split("/").pop() || url);
  return `[${kind}: ${name.replace(/([\\[\]])/g, "\\$1")}](${url})${markdown ? `\n\n${markdown}` : ""}`;
}

function toPost(item: WxrItem, channel: WxrChannel, attachments: AttachmentLookup, skipped: SkippedItem[]): ImportedPost {
  const { fields } = item;
  const postId = fields["wp:post_id"]?.trim() ?? "";
  const originalId = fields.guid?.trim() || postId;
  const title = htmlToLine(fields.title ?? "");
  const content = convertWordpressContent(fields["content:encoded"] ?? "", postId, attachments);
  const notes = [...content.notes];
  const markdown = withEnclosure(content.markdown, item.meta.enclosure?.[0]);

  const wpStatus = fields["wp:status"]?.trim() ?? "draft";
  const hasPassword = !!fields["wp:post_password"]?.trim();
  let status: ImportedPost["status"] = wpStatus === "publish" ? "published" : wpStatus === "future" ? "scheduled" : "draft";
  if (hasPassword) {
    status = "draft";
    notes.unshift(PASSWORD_NOTE);
  }
  const date = postDate(fields);
  if (status === "scheduled" && !date) {
    status = "draft";
    notes.push("scheduled without a date: imported as a draft");
  }

  let featuredImage: string | null = null;
  const thumbnailId = item.meta._thumbnail_id?.[0];
  if (thumbnailId) {
    featuredImage = attachments.url(thumbnailId) ?? null;
    if (!featuredImage) notes.push(`featured image: attachment ${thumbnailId} is not in the file`);
  }

  const slug = wordpressSlug(fields["wp:post_name"] ?? "");
  const { paths, url } = oldPaths(item, postId, channel);
  const excerpt =
    htmlToText(fields["excerpt:encoded"] ?? "")
      .replace(/\s+/g, " ")
      .trim() || content.moreExcerpt;

  return {
    source: "wordpress",
    originalId,
    title,
    slug: slug || slugify(title),
    markdown,
    excerpt: excerpt || null,
    status,
    publishedAt: status === "draft" ? null : date,
    updatedAt: wxrDate(fields["wp:post_modified_gmt"]),
    tags: tags(item),
    featured: fields["wp:is_sticky"]?.trim() === "1",
    featuredImage,
    oldPaths: paths,
    originalUrl: url,
    comments: comments(item, title, date, skipped),
    notes,
  };
}

/**
 * A WordPress page arrives as a page: no tags or sticky flag, and WordPress's plain address for
 * it (`/?page_id=`) answers too.
 */
function asPage(post: ImportedPost, item: WxrItem): ImportedPost {
  const id = item.fields["wp:post_id"]?.trim();
  const oldPaths = id ? [...post.oldPaths.filter((path) => path !== `/?p=${id}`), `/?page_id=${id}`, `/?p=${id}`] : post.oldPaths;
  return { ...post, kind: "page", tags: [], featured: false, oldPaths };
}

/** WordPress stores non-ASCII slugs percent-encoded, and some sites' slugs carry ".html". */
function wordpressSlug(postName: string): string {
  let name = postName.trim().replace(/\.html?$/i, "");
  try {
    name = decodeURIComponent(name);
  } catch {
    // A lone "%" is just a character of the slug.
  }
  return slugify(name);
}

function skippedItem(item: WxrItem, kind: string, reason: string): SkippedItem {
  return {
    kind,
    originalId: item.fields.guid?.trim() || item.fields["wp:post_id"]?.trim() || "",
    title: htmlToLine(item.fields.title ?? ""),
    reason,
  };
}

const SKIP_REASONS: Record<string, string> = {
  attachment: "a media file: used for featured images and galleries, not imported on its own",
  nav_menu_item: "a menu entry of the old theme",
  revision: "an earlier revision of a post",
};

async function* read(filePath: string): AsyncGenerator<ImportEvent> {
  const attachments = await readAttachments(filePath);
  const channel: WxrChannel = { baseUrl: null, repairedAmpersands: 0 };
  for await (const item of parseWxr(
    filePath,
    { fields: POST_FIELDS, metaKeys: new Set(["_thumbnail_id", "enclosure", "_wp_old_slug"]), comments: true },
    channel,
  )) {
    const type = item.fields["wp:post_type"]?.trim() || "post";
    const wpStatus = item.fields["wp:status"]?.trim() ?? "";
    if (type !== "post" && type !== "page") {
      yield { type: "skipped", item: skippedItem(item, type, SKIP_REASONS[type] ?? `a "${type}" item is not a post`) };
    } else if (wpStatus === "trash" || wpStatus === "auto-draft") {
      yield {
        type: "skipped",
        item: skippedItem(
          item,
          wpStatus === "trash" ? "trashed post" : "auto-draft",
          wpStatus === "trash" ? "in the trash" : "an empty draft WordPress saved on its own",
        ),
      };
    } else {
      const skipped: SkippedItem[] = [];
      const read = toPost(item, channel, attachments, skipped);
      const post = fitPostLimits(type === "page" ? asPage(read, item) : read);
      yield { type: "post", post };
      for (const comment of skipped) yield { type: "skipped", item: comment };
    }
  }
  const bare = channel.repairedAmpersands;
  if (bare) {
    yield {
      type: "warning",
      message: `The file held ${bare} bare “&” character${bare === 1 ? "" : "s"} outside CDATA, which XML does not allow; ${bare === 1 ? "it was" : "they were"} read as text.`,
    };
  }
}

export const wordpressReader: SourceReader = { source: "wordpress", read };
