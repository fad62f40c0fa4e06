import type { ImportSource } from "../../../../shared/schemas/imports";
import { looksLikeZip, openZip } from "./open-zip";
import { exportFiles, MARKDOWN_EXTENSIONS, startsWithFrontMatter } from "./zip-layout";

const HEAD_BYTES = 8192;
/** Medium's pages open with a long inline stylesheet before the article's h-entry markup. */
const MEDIUM_HEAD_BYTES = 64 * 1024;

function inPostsFolder(name: string): boolean {
  return /(^|\/)(_posts|posts|post|blog|articles)\//.test(name);
}

/**
 * Which zip export a file is, read from its central directory and the head of at most two entries:
 * Substack (posts.csv), Medium (posts/*.html in h-entry markup) or Markdown with front matter.
 * Null for a file that is not a zip, or a zip of something else. A zip that is hostile or damaged
 * is refused here already (ImportFileError), before any reader runs.
 */
export async function detectZipSource(filePath: string): Promise<ImportSource | null> {
  if (!(await looksLikeZip(filePath))) return null;
  const zip = await openZip(filePath);
  try {
    const files = exportFiles(zip.entries);
    if (files.some((file) => file.name === "posts.csv")) return "substack";

    // At most two entries' heads are read in all, so a zip of any size is recognised at once.
    let headsLeft = 2;
    const mediumPost = files.find((file) => /^posts\/[^/]+\.html?$/i.test(file.name));
    if (mediumPost) {
      headsLeft--;
      const head = (await zip.readHead(mediumPost.path, MEDIUM_HEAD_BYTES)).toString("utf8");
      if (/class="[^"]*\bh-entry\b/.test(head)) return "medium";
    }

    // A README or a section index says little; a post in a posts folder says most.
    const markdown = files
      .filter((file) => MARKDOWN_EXTENSIONS.test(file.name) && !/(^|\/)(readme|license|licence|changelog|_index)\.[^/]+$/i.test(file.name))
      .sort((a, b) => Number(inPostsFolder(b.name)) - Number(inPostsFolder(a.name)))
      .slice(0, headsLeft);
    for (const file of markdown) {
      const head = (await zip.readHead(file.path, HEAD_BYTES)).toString("utf8");
      if (startsWithFrontMatter(head)) return "markdown";
    }
    return null;
  } finally {
    await zip.close();
  }
}
