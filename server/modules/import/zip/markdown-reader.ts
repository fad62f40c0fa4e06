import { parse as parseYaml } from "yaml";
import { slugify } from "../../../../shared/slug";
import { systemClock, type Clock } from "../../../lib/clock";
import { htmlToMarkdown } from "../html-to-markdown";
import type { ImportEvent, ImportedPost, SourceAssets, SourceReader } from "../imported-item";
import { readBundleComments } from "./bundle-comments";
import { parseFrontMatter, parseLooseDate } from "./front-matter";
import { coverOf, type Data, falsy, oldPathsOf, tagList, text, truthy } from "./front-matter-fields";
import { zipSourceReader } from "./zip-source-reader";
import { openZip, resolveZipRef, type SafeZip } from "./open-zip";
import { hugoPermalink, jekyllPermalink } from "./static-site-permalinks";
import { convertShortcodes } from "./static-site-shortcodes";
import { exportFiles, exportRoot, MARKDOWN_EXTENSIONS } from "./zip-layout";

const MAX_POST_BYTES = 32 * 1024 * 1024;
const MAX_ASSET_BYTES = 64 * 1024 * 1024;

/** Folders that hold a static site's posts (Jekyll, Hugo, Astro, Eleventy, Furrow's own export). */
const POST_FOLDERS = new Set(["_posts", "_drafts", "posts", "post", "blog", "articles"]);
/** Folders of pages: they arrive as the author's pages (About, Now), not posts. */
const PAGE_FOLDERS = new Set(["pages", "_pages", "page"]);
const JEKYLL_FILE = /^(\d{4})-(\d{1,2})-(\d{1,2})-(.+)$/;
const INDEX_FILE = /^index\.(md|markdown|mdx|mdown|mkdn|mkd|html?)$/i;
const MORE = /<!--\s*more\s*-->/i;

/** How a file is to be treated: a post, or skipped with its kind and reason, or not content at all. */
type Role = { role: "post"; draftFolder: boolean; page?: boolean } | { role: "skip"; kind: string; reason: string } | { role: "ignore" };

/** A site's front page or its "not found" page: its own here already, never one of the author's pages. */
const SITE_PAGE_FILE = /^(index|404|search)\.[^.]+$/i;

function roleOf(name: string, hasPostFolders: boolean): Role {
  const segments = name.split("/");
  const fileName = segments[segments.length - 1];
  const folders = segments.slice(0, -1);
  if (/^_index\./i.test(fileName)) return { role: "skip", kind: "section index", reason: "a section's list page, not a post" };
  if (folders.length === 0 && /^(readme|license|licence|changelog|contributing)\./i.test(fileName)) return { role: "ignore" };
  if (
    folders.some((folder) => folder.startsWith("_") && !POST_FOLDERS.has(folder) && !PAGE_FOLDERS.has(folder)) ||
    folders.some((folder) => folder === "node_modules" || folder.startsWith("."))
  ) {
    return { role: "ignore" };
  }
  const inPageFolder = folders.some((folder) => PAGE_FOLDERS.has(folder));
  const inPostFolder = folders.some((folder) => POST_FOLDERS.has(folder));
  if (inPageFolder || (hasPostFolders && !inPostFolder)) {
    if (SITE_PAGE_FILE.test(fileName) && folders.length <= 1)
      return { role: "skip", kind: "site page", reason: "the old site's own front or error page: this blog has its own" };
    return { role: "post", draftFolder: false, page: true };
  }
  return { role: "post", draftFolder: folders.includes("_drafts") };
}

/** What the whole site says about its addresses (Jekyll's _config.yml `permalink`). */
interface SiteSettings {
  jekyllPermalink: string | null;
}

function readPost(name: string, raw: string, role: { draftFolder: boolean; page?: boolean }, now: Date, site: SiteSettings): ImportEvent {
  let parsed;
  try {
    parsed = parseFrontMatter(raw);
  } catch (error) {
    return {
      type: "skipped",
      item: {
        kind: "unreadable file",
        originalId: name,
        title: name,
        reason: `its front matter could not be read: ${(error as Error).message.split("\n")[0]}`,
      },
    };
  }
  const { data, body } = parsed;
  const segments = name.split("/");
  const fileName = segments[segments.length - 1];
  const isBundle = INDEX_FILE.test(fileName) && segments.length > 1;
  const stem = (isBundle ? segments[segments.length - 2] : fileName).replace(/\.[^.]+$/, "");
  const jekyllName = JEKYLL_FILE.exec(stem);
  const fileSlug = jekyllName ? jekyllName[4] : stem;
  const notes: string[] = [];

  let markdown: string;
  if (/\.html?$/i.test(fileName)) {
    const converted = htmlToMarkdown(body);
    markdown = converted.markdown;
    notes.push(...converted.notes);
  } else {
    markdown = body.trim();
  }
  if (/\.mdx$/i.test(fileName)) {
    // MDX's import/export lines are JavaScript for the old site's build; its components stay visible as HTML.
    const stripped = markdown.replace(/^(?:import|export)\s[^\n]*\n?/gm, "");
    if (stripped !== markdown) notes.push("MDX import/export lines removed");
    markdown = stripped.trim();
  }
  const shortcodes = convertShortcodes(markdown);
  markdown = shortcodes.markdown;
  notes.push(...shortcodes.notes);

  let title = text(data.title);
  if (!title) {
    const heading = /^#\s+(.+)$/m.exec(markdown);
    title = heading ? heading[1].replace(/#+\s*$/, "").trim() : fileSlug.replace(/[-_]+/g, " ").trim() || "Untitled";
    // The heading became the title; left in the body, the post would show it twice.
    if (heading) markdown = (markdown.slice(0, heading.index) + markdown.slice(heading.index + heading[0].length)).trim();
    notes.push("no title in the front matter: taken from the text or the file name");
  }

  const dateField =
    data.date ?? data.pubDate ?? data.publishDate ?? data.published_at ?? (typeof data.published === "string" ? data.published : undefined);
  let publishedAt = parseLooseDate(dateField);
  if (!publishedAt && jekyllName) publishedAt = parseLooseDate(`${jekyllName[1]}-${jekyllName[2]}-${jekyllName[3]}`);
  // A page is undated: without a date it is public from the import on (dated then), unless it says it is a draft.
  if (!publishedAt && role.page) publishedAt = updatedAtOf(data);
  if (!publishedAt && dateField !== undefined && dateField !== null)
    notes.push(`the date "${String(text(dateField) ?? "")}" could not be read`);
  const updatedAt = updatedAtOf(data);

  const draft = role.draftFolder || truthy(data.draft) || falsy(data.published);
  if (!draft && !publishedAt && !role.page) notes.push("no date in the front matter or the file name");
  const status: ImportedPost["status"] = draft ? "draft" : publishedAt && publishedAt > now ? "scheduled" : "published";

  let excerpt = text(data.description) ?? text(data.excerpt) ?? text(data.summary) ?? text(data.subtitle);
  const separator = text(data.excerpt_separator);
  if (!excerpt && separator && separator !== "<!--more-->" && markdown.includes(separator))
    excerpt = markdown.split(separator)[0].trim() || null;
  if (MORE.test(markdown)) {
    const [before, ...after] = markdown.split(MORE);
    excerpt ??= before.trim() || null;
    // The marker told the old site where its summary ended; here it would be an empty comment.
    markdown = `${before.trimEnd()}\n\n${after.join("").trimStart()}`.trim();
  }

  const jekyll = jekyllName !== null || segments.includes("_posts");
  const categories = [...tagList(data.categories, jekyll), ...tagList(data.category, jekyll)];
  const tags = [...new Set([...tagList(data.tags, jekyll), ...categories])];
  const sectionFolders = segments.slice(0, isBundle ? -2 : -1).filter((folder) => folder !== "content");
  const section = sectionFolders.join("/");
  const slug = slugify(text(data.slug) ?? fileSlug) || slugify(title) || "post";
  const oldPaths = oldPathsOf(data, section);
  // A static site served a page at its folder and name ("/pages/about/", "/about.html"); both keep answering.
  if (role.page) oldPaths.push(`/${section ? `${section}/` : ""}${fileSlug}/`, `/${section ? `${section}/` : ""}${fileSlug}.html`);
  else if (!draft) {
    const ownPattern = text(data.permalink);
    if (jekyll && publishedAt) {
      // A plain-path permalink is already among the old paths; a pattern, or the site's style, is built here.
      const pattern = ownPattern?.includes(":") ? ownPattern : ownPattern ? null : (site.jekyllPermalink ?? "date");
      const path =
        pattern !== null ? jekyllPermalink(pattern, { date: publishedAt, title: text(data.slug) ?? fileSlug, categories }) : null;
      if (path) oldPaths.push(path);
    } else if (segments[0] === "content" || parsed.format === "toml") {
      oldPaths.push(hugoPermalink(sectionFolders, text(data.slug) ?? fileSlug));
    }
  }

  return {
    type: "post",
    post: {
      source: "markdown",
      ...(role.page && { kind: "page" as const }),
      originalId: name,
      title,
      slug,
      markdown,
      excerpt,
      status,
      publishedAt,
      updatedAt,
      tags: role.page ? [] : tags,
      featured: !role.page && (truthy(data.featured) || truthy(data.sticky) || truthy(data.pinned)),
      ...(["math", "maths", "katex", "mathjax"].some((key) => truthy(data[key])) && { maths: true }),
      featuredImage: coverOf(data),
      oldPaths: [...new Set(oldPaths)],
      originalUrl: null,
      comments: [],
      notes,
    },
  };
}

const updatedAtOf = (data: Data) =>
  parseLooseDate(data.updated ?? data.lastmod ?? data.updatedDate ?? data.modified ?? data.last_modified_at);

async function siteSettings(zip: SafeZip, files: { name: string; path: string }[]): Promise<SiteSettings> {
  const config = files.find((file) => /^_config\.ya?ml$/.test(file.name));
  if (!config) return { jekyllPermalink: null };
  try {
    const data = parseYaml((await zip.readBuffer(config.path, 1024 * 1024)).toString("utf8"), { schema: "core" }) as Data | null;
    return { jekyllPermalink: text(data?.permalink) };
  } catch {
    return { jekyllPermalink: null };
  }
}

async function* readPosts(zip: SafeZip, now: () => Date): AsyncGenerator<ImportEvent> {
  const files = exportFiles(zip.entries);
  const site = await siteSettings(zip, files);
  const candidates = files.filter((file) => MARKDOWN_EXTENSIONS.test(file.name) || /\.html?$/i.test(file.name));
  const hasPostFolders = candidates.some((file) =>
    file.name
      .split("/")
      .slice(0, -1)
      .some((folder) => POST_FOLDERS.has(folder)),
  );
  for (const file of candidates) {
    const role = roleOf(file.name, hasPostFolders);
    if (role.role === "ignore") continue;
    const raw = (await zip.readBuffer(file.path, MAX_POST_BYTES)).toString("utf8");
    // An HTML file is a post only when it has front matter (Jekyll's); otherwise it is a page's asset.
    if (/\.html?$/i.test(file.name) && !/^\uFEFF?(---|\+\+\+)/.test(raw)) continue;
    if (role.role === "skip") {
      const title = text(safeTitle(raw)) ?? file.name;
      yield { type: "skipped", item: { kind: role.kind, originalId: file.name, title, reason: role.reason } };
      continue;
    }
    const event = readPost(file.name, raw, role, now(), site);
    const commentsFile = file.path.replace(/[^/]*$/, "comments.json");
    if (event.type === "post" && INDEX_FILE.test(file.name.split("/").pop() ?? "") && zip.has(commentsFile)) {
      const { comments, notes } = readBundleComments((await zip.readBuffer(commentsFile, MAX_POST_BYTES)).toString("utf8"));
      event.post.comments = comments;
      event.post.notes.push(...notes);
    }
    yield event;
  }
}

function safeTitle(raw: string): unknown {
  try {
    return parseFrontMatter(raw).data.title;
  } catch {
    return null;
  }
}

/**
 * Opens the images a post refers to by relative path (`images/a.png`, `./cover.jpg`), from the post's
 * own folder inside the zip; a root path (`/images/a.png`) is looked for at the root and in Hugo's
 * `static/` and Astro's `public/`. Nothing outside the zip can be named.
 */
async function openAssets(filePath: string): Promise<SourceAssets & { close(): Promise<void> }> {
  const zip = await openZip(filePath);
  const root = exportRoot(zip.entries);
  return {
    async open(ref, fromPost) {
      const resolved = resolveZipRef(fromPost.originalId, ref);
      if (!resolved) return null;
      const candidates = ref.trim().startsWith("/") ? [resolved, `static/${resolved}`, `public/${resolved}`] : [resolved];
      for (const candidate of candidates) {
        if (zip.has(`${root}${candidate}`)) return zip.readBuffer(`${root}${candidate}`, MAX_ASSET_BYTES);
      }
      return null;
    },
    close: () => zip.close(),
  };
}

export function createMarkdownReader({ clock = systemClock }: { clock?: Clock } = {}): SourceReader {
  return { ...zipSourceReader("markdown", readPosts, clock), assets: openAssets };
}

/** A zip of Markdown files with front matter: Hugo, Jekyll, Astro, Eleventy, and Furrow's own export. */
export const markdownReader: SourceReader = createMarkdownReader();
