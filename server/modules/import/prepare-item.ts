/**
 * What an item needs before it is written, worked out from the item alone: fitted to Furrow's
 * limits, dated, hashed. Pure, so the reading thread (read-worker.ts) does it beside the writes.
 */
import { createHash } from "node:crypto";
import { fitPostLimits } from "./fit-post-limits";
import type { ImportedPost } from "./imported-item";

/** An item fitted to the limits and dated (`item`), with the hash of what it holds. */
export interface PreparedItem {
  item: ImportedPost;
  hash: string;
}

/** What the item's hash covers: a later import updates the post only when one of these changed in the source. */
export function contentHashOf(post: ImportedPost): string {
  const { source, originalId, title, slug, markdown, excerpt, status, publishedAt, tags, featured, maths, featuredImage, oldPaths } = post;
  const fields = {
    source,
    originalId,
    title,
    slug,
    markdown,
    excerpt,
    status,
    publishedAt: publishedAt?.toISOString() ?? null,
    tags,
    featured,
    // Only when on, so the hashes of earlier imports, made before maths, still match.
    ...(maths && { maths }),
    featuredImage,
    oldPaths,
    // Only for a page, so the hashes of earlier imports, made before pages, still match.
    ...(post.kind === "page" && { kind: post.kind }),
  };
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/**
 * A post the source calls published or scheduled but gives no usable date (a Medium story that was
 * never published) waits as a draft with a note: refusing it would lose the writing. A page needs no date.
 */
function undatedAsDraft(post: ImportedPost): ImportedPost {
  if (post.status === "draft" || post.kind === "page" || (post.publishedAt !== null && !Number.isNaN(post.publishedAt.getTime())))
    return post;
  return { ...post, status: "draft", publishedAt: null, notes: [...post.notes, "it has no valid publication date: imported as a draft"] };
}

/** The item as it is written: fitted to the limits and dated, each change with its note. */
export const fitted = (read: ImportedPost): ImportedPost => undatedAsDraft(fitPostLimits(read));

/** Whether an item can be prepared: a reader hands on what the file held, and a file can hold nonsense (the writer reports it). */
export const preparable = (read: ImportedPost): boolean => typeof read.markdown === "string" && typeof read.title === "string";

export function prepareItem(read: ImportedPost): PreparedItem {
  const item = fitted(read);
  return { item, hash: contentHashOf(item) };
}
