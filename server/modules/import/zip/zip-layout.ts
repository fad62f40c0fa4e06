import type { ZipEntryInfo } from "./open-zip";

/** Folders that are part of an export's own layout, never the wrapper a zipped folder adds around it. */
const EXPORT_FOLDERS = new Set(["posts", "post", "_posts", "_drafts", "content", "blog", "articles", "pages", "src", "profile"]);

/**
 * The folder an export's files sit under: "" when they are at the root, or the one top folder every
 * file shares (a zip made by compressing a folder, as Finder and Explorer do).
 */
export function exportRoot(entries: ZipEntryInfo[]): string {
  const files = entries.filter((entry) => !entry.isDirectory && !isJunk(entry.name));
  const tops = new Set(files.map((entry) => (entry.name.includes("/") ? entry.name.split("/")[0] : "")));
  if (tops.size !== 1) return "";
  const [top] = tops;
  return top === "" || EXPORT_FOLDERS.has(top.toLowerCase()) ? "" : `${top}/`;
}

/** Files an operating system adds to a zip that belong to no export. */
function isJunk(name: string): boolean {
  // macOS adds __MACOSX/ and "._name" files (resource forks: binary, but named like the post they shadow).
  return name.startsWith("__MACOSX/") || /(^|\/)\._[^/]*$/.test(name) || /(^|\/)\.DS_Store$/.test(name) || /(^|\/)Thumbs\.db$/i.test(name);
}

/** The files of the zip, without folders and junk, named from the export's root. */
export function exportFiles(entries: ZipEntryInfo[]): { name: string; path: string }[] {
  const root = exportRoot(entries);
  return entries
    .filter((entry) => !entry.isDirectory && !isJunk(entry.name) && entry.name.startsWith(root))
    .map((entry) => ({ path: entry.name, name: entry.name.slice(root.length) }));
}

export const MARKDOWN_EXTENSIONS = /\.(md|markdown|mdx|mdown|mkdn|mkd)$/i;

/** Whether a text begins with front matter: YAML between `---` lines or TOML between `+++` lines. */
export function startsWithFrontMatter(text: string): boolean {
  return /^\uFEFF?(---|\+\+\+)[ \t]*\r?\n/.test(text);
}
