import type { ImportSource } from "../../../shared/schemas/imports";

/**
 * What every reader (WordPress, Ghost, Substack, Medium, Markdown) turns its file into, in Furrow's
 * own terms, before anything is written. The writer knows nothing of the formats; a reader knows
 * nothing of the store.
 */

/** A comment as the source kept it; replies name the comment they answer by its source id. */
export interface ImportedComment {
  originalId: string;
  /** The comment this one answers, by its source id; null for a top-level comment. */
  parentOriginalId: string | null;
  authorName: string;
  /** Kept private, as every commenter's address is. */
  authorEmail: string;
  /** Plain text, as Furrow's comments are (the source's HTML is reduced to its text). */
  content: string;
  createdAt: Date;
  /** Spam, trash, pingbacks and trackbacks never become items: readers count them as skipped. */
  status: "approved" | "pending";
  /** The blog author's answer shown under it (Furrow's own export keeps it in comments.json). */
  reply?: { authorName: string; content: string; createdAt: Date };
}

/** A post as the source kept it, its body already made into the Markdown the editor writes. */
export interface ImportedPost {
  source: ImportSource;
  /** "page" for the source's pages (WordPress pages, Ghost pages, a static site's pages folder); absent for a post. */
  kind?: "page";
  /** Stable across exports of the same blog (WXR guid or wp:post_id, Ghost id, file path...): the import's key. */
  originalId: string;
  title: string;
  /** The source's slug, or one made from the title; the writer makes it unique. */
  slug: string;
  markdown: string;
  /** The author's own excerpt, or the text before `<!--more-->`; null lets Furrow derive one. */
  excerpt: string | null;
  /**
   * "published" keeps `publishedAt`; "scheduled" publishes at `publishedAt` through the scheduler;
   * everything else the source has (pending, private, password-protected) arrives as a draft.
   */
  status: "published" | "draft" | "scheduled";
  publishedAt: Date | null;
  updatedAt: Date | null;
  /** Categories and tags together; the writer merges them case-insensitively with the blog's own. */
  tags: string[];
  /** WordPress sticky, Ghost featured, front matter `featured`. */
  featured: boolean;
  /** The text's `$...$` are maths (front matter `math`, `maths`, `katex` or `mathjax`); absent means off. */
  maths?: boolean;
  /** An absolute URL, or an asset of the file (see SourceAssets); null for none. */
  featuredImage: string | null;
  /** The featured image's alt text where the source has one (Ghost's feature_image_alt). */
  featuredImageAlt?: string;
  /**
   * Paths the post had on the old site ("/2019/05/14/slug/", "/?p=123", "/p/slug", aliases), which
   * keep answering with a 301 to the post's address here.
   */
  oldPaths: string[];
  /** The post's full address on the old site, so links between imported posts can be rewritten. */
  originalUrl: string | null;
  comments: ImportedComment[];
  /** What the author should know about this item ("password-protected: imported as a draft", "unknown shortcode [foo]"). */
  notes: string[];
}

/** Something the file holds that does not become a post (a page, an attachment, a Medium response...). */
export interface SkippedItem {
  /** Counted by kind in the preview: "page", "attachment", "spam comment", "pingback"... */
  kind: string;
  originalId: string;
  title: string;
  reason: string;
}

export type ImportEvent =
  { type: "post"; post: ImportedPost } | { type: "skipped"; item: SkippedItem } | { type: "warning"; message: string };

/** Files that travel inside the import (the images of a zip), opened by the path the text uses. */
export interface SourceAssets {
  /** The asset's bytes, or null when the file has no such entry; `ref` is relative to the post's own file. */
  open(ref: string, fromPost: ImportedPost): Promise<Buffer | null>;
}

/** A format: whether a file is one of its kind, and its items, read as a stream so any size fits. */
export interface SourceReader {
  source: ImportSource;
  /** Reads the file's items one at a time; errors for a malformed file name the problem (ImportFileError). */
  read(filePath: string): AsyncIterable<ImportEvent>;
  /** The files carried inside the import, for the images step; absent for formats that carry none. */
  assets?(filePath: string): Promise<SourceAssets & { close(): Promise<void> }>;
}

/** A file the importer refuses, with a message for the author; the API answers it as a 4xx. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** 400 malformed, 413 too large or a zip bomb, 415 not a format Furrow reads. */
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}
