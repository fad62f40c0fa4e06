import { readFile } from "node:fs/promises";
import { slugify } from "../../../../shared/slug";
import { htmlToMarkdown } from "../html-to-markdown";
import { type ImportEvent, ImportFileError, type ImportedPost, type SourceReader } from "../imported-item";
import { plainTitle } from "../plain-title";
import { findGhostData, type GhostData, type GhostExport, type GhostPost } from "./ghost-export";

const PLACEHOLDER = /__GHOST_URL__/g;

/** Ghost writes dates as ISO text, as "2019-05-14 10:00:00" (UTC) in older exports, or as milliseconds. */
function ghostDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date =
    typeof value === "number"
      ? new Date(value)
      : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value.replace(" ", "T") : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The old site's address, when the export names it (Ghost keeps it in config, so most do not). */
function siteUrlOf(exported: GhostExport): string | null {
  const fromSettings = exported.data.settings?.find((setting) => setting.key === "url")?.value;
  const candidate = typeof fromSettings === "string" ? fromSettings : typeof exported.meta?.url === "string" ? exported.meta.url : null;
  return candidate && /^https?:\/\//.test(candidate) ? candidate.replace(/\/+$/, "") : null;
}

/** Tag names per post id: through posts_tags (in their order), or from the post itself in newer exports. */
function tagsByPost(data: GhostData): Map<string, string[]> {
  const names = new Map((data.tags ?? []).map((tag) => [String(tag.id), tag.name ?? ""]));
  const byPost = new Map<string, { name: string; order: number }[]>();
  for (const link of data.posts_tags ?? []) {
    const name = names.get(String(link.tag_id));
    if (!name) continue;
    const list = byPost.get(String(link.post_id)) ?? [];
    list.push({ name, order: link.sort_order ?? list.length });
    byPost.set(String(link.post_id), list);
  }
  return new Map([...byPost].map(([id, list]) => [id, list.sort((a, b) => a.order - b.order).map((tag) => tag.name)]));
}

/** Markdown from a post without HTML: Ghost 1-4 kept the author's Markdown in a mobiledoc card. */
function fromMobiledoc(mobiledoc: string): string | null {
  try {
    const parsed = JSON.parse(mobiledoc) as { cards?: [string, { markdown?: string; cardName?: string }][] };
    const parts = (parsed.cards ?? []).map(([, payload]) => payload?.markdown).filter((text): text is string => typeof text === "string");
    return parts.length > 0 ? parts.join("\n\n") : null;
  } catch {
    return null;
  }
}

/** The text of a Lexical document (Ghost 5 without HTML), paragraph by paragraph. */
function fromLexical(lexical: string): string | null {
  try {
    const paragraphs: string[] = [];
    const walk = (node: { text?: string; children?: unknown[] }, into: string[]) => {
      if (typeof node.text === "string") into.push(node.text);
      for (const child of node.children ?? []) walk(child as typeof node, into);
    };
    const root = (JSON.parse(lexical) as { root?: { children?: { children?: unknown[] }[] } }).root;
    for (const block of root?.children ?? []) {
      const words: string[] = [];
      walk(block, words);
      if (words.length > 0) paragraphs.push(words.join(""));
    }
    return paragraphs.length > 0 ? paragraphs.join("\n\n") : null;
  } catch {
    return null;
  }
}

function bodyOf(post: GhostPost, resolve: (text: string) => string): { markdown: string; notes: string[] } {
  if (post.html) {
    const converted = htmlToMarkdown(resolve(post.html));
    return { markdown: converted.markdown, notes: converted.notes };
  }
  const mobiledoc = post.mobiledoc ? fromMobiledoc(post.mobiledoc) : null;
  if (mobiledoc !== null) return { markdown: resolve(mobiledoc), notes: ["no HTML in the export: the body is the post's Markdown card"] };
  const lexical = post.lexical ? fromLexical(post.lexical) : null;
  if (lexical !== null)
    return { markdown: resolve(lexical), notes: ["no HTML in the export: only the text of the post came over, without its formatting"] };
  return { markdown: resolve(post.plaintext ?? ""), notes: ["no HTML in the export: only the plain text came over"] };
}

const isPage = (post: GhostPost) => post.type === "page" || post.page === true || post.page === 1;

function statusOf(post: GhostPost): ImportedPost["status"] {
  if (post.status === "published") return "published";
  if (post.status === "scheduled") return "scheduled";
  return "draft";
}

function ghostPost(post: GhostPost, tags: string[], siteUrl: string | null): ImportedPost {
  // Ghost stores its own address as a placeholder; without the old address the links stay relative to this site.
  const resolve = (text: string) => text.replace(PLACEHOLDER, siteUrl ?? "");
  const title = plainTitle(post.title ?? "") || "Untitled";
  const slug = post.slug?.trim() || slugify(title) || String(post.id);
  const { markdown, notes } = bodyOf(post, resolve);
  const status = statusOf(post);
  const excerpt = post.custom_excerpt?.trim() || null;
  const image = post.feature_image ? resolve(post.feature_image) : null;
  return {
    source: "ghost",
    originalId: String(post.id ?? post.uuid ?? slug),
    title,
    slug,
    markdown,
    excerpt,
    status,
    publishedAt: ghostDate(post.published_at) ?? (status === "draft" ? null : ghostDate(post.created_at)),
    updatedAt: ghostDate(post.updated_at),
    tags: [...new Set([...tags, ...(post.tags ?? []).map((tag) => tag.name ?? "").filter(Boolean)])],
    featured: post.featured === true || post.featured === 1,
    featuredImage: image || null,
    ...(image && typeof post.feature_image_alt === "string" && post.feature_image_alt.trim()
      ? { featuredImageAlt: post.feature_image_alt.trim() }
      : {}),
    oldPaths: [`/${slug}/`],
    originalUrl: siteUrl ? `${siteUrl}/${slug}/` : null,
    comments: [],
    notes,
  };
}

/** A Ghost page arrives as a page: at its old address (`/{slug}/`) still, with no tags or featuring. */
const ghostPage = (page: GhostPost, siteUrl: string | null): ImportedPost => ({
  ...ghostPost(page, [], siteUrl),
  kind: "page",
  tags: [],
  featured: false,
});

/**
 * A Ghost export (JSON). The file is parsed whole: Ghost's JSON has no streaming shape, and an
 * export holds text only (its images stay on the old site), so it is small beside a WXR.
 */
export const ghostReader: SourceReader = {
  source: "ghost",
  async *read(filePath: string): AsyncIterable<ImportEvent> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(filePath, "utf8"));
    } catch (error) {
      throw new ImportFileError(`The Ghost export is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, 400);
    }
    const exported = findGhostData(parsed);
    if (!exported) throw new ImportFileError("This JSON file is not a Ghost export: it has no posts", 415);
    const siteUrl = siteUrlOf(exported);
    if (!siteUrl && JSON.stringify(exported.data.posts).includes("__GHOST_URL__")) {
      yield {
        type: "warning",
        message: "The export does not name the old site's address: its own links (__GHOST_URL__) are kept as paths on this site",
      };
    }
    const tags = tagsByPost(exported.data);
    for (const post of exported.data.posts) {
      if (!post || typeof post !== "object") continue;
      if (isPage(post)) yield { type: "post", post: ghostPage(post, siteUrl) };
      else yield { type: "post", post: ghostPost(post, tags.get(String(post.id)) ?? [], siteUrl) };
    }
    for (const page of exported.data.pages ?? [])
      if (page && typeof page === "object") yield { type: "post", post: ghostPage(page, siteUrl) };
  },
};
