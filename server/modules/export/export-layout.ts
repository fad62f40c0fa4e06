/**
 * The export's layout, one page bundle per post, which Hugo reads as is and Astro and Jekyll read
 * with the few lines of configuration the README inside the zip gives:
 *
 *   README.md                          how to use it with Hugo, Astro, Jekyll (and Furrow)
 *   content/posts/{slug}/index.md      YAML front matter, then the body in Markdown
 *   content/posts/{slug}/{image}       every uploaded image the post uses, its cover included
 *   content/posts/{slug}/comments.json the approved comments, oldest first (names, never e-mails)
 *   content/pages/{slug}/index.md      the author's pages (About, Now), which an import reads back as pages
 */
export const POSTS_DIR = "content/posts";
export const PAGES_DIR = "content/pages";

export const postDir = (slug: string, kind?: "post" | "page"): string => `${kind === "page" ? PAGES_DIR : POSTS_DIR}/${slug}`;

/** The dated file name the download is saved under. */
export const exportFileName = (now: Date): string => `furrow-export-${now.toISOString().slice(0, 10)}.zip`;
