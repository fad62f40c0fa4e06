import type { PostFields } from "../../../shared/types";
import { isDrawnImage } from "../../../shared/page-meta";
import { SCHEDULING } from "../../../shared/scheduling";
import { ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { AuthorRecord, PostRecord } from "../../store/repositories/posts.record";
import { categoryOrDefault, deriveContent, normaliseTags, type RenderMarkdown, tagKey } from "./post-content";
import type { PostChanges } from "./post-saver";

/** A drawn share image sent back as the picture means "no picture of its own" (see isDrawnImage). */
const ownImage = (image: string | undefined) => (image !== undefined && isDrawnImage(image) ? "" : image);

/**
 * Whether readers could have reached the post at its current slug: it is public now, or it was
 * last published under this slug. A draft's slug that only followed its title while the author
 * typed was never an address anyone saw, so it neither redirects nor stays reserved.
 */
function slugWasPublic(post: PostRecord): boolean {
  if (post.isPublished) return true;
  if (post.publishedAt === null) return false;
  return post.lastPublicSlug === post.slug;
}

/**
 * When a saved draft goes live on its own. Publishing now clears any schedule (and refuses a
 * future publishAt beside it); leaving publishAt out keeps the one there is (auto-saves never
 * change it); a new time must be in the future, but the time already set is taken back unchanged
 * even if it has just passed.
 */
function scheduleOf(input: PostFields, current: Date | null | undefined, now: Date): Date | null {
  if (input.isPublished) {
    // "Publish now" with a later time is two wishes; taking the first would break an embargo.
    if (input.publishAt && new Date(input.publishAt).getTime() > now.getTime()) {
      const message = SCHEDULING.contradictionMessage;
      throw new ValidationError(message, [
        { path: "body.isPublished", message },
        { path: "body.publishAt", message },
      ]);
    }
    return null;
  }
  if (input.publishAt === undefined) return current ?? null;
  if (input.publishAt === null) return null;
  const at = new Date(input.publishAt);
  if (current && at.getTime() === current.getTime()) return current;
  if (at.getTime() <= now.getTime())
    throw new ValidationError(SCHEDULING.pastTimeMessage, [{ path: "body.publishAt", message: SCHEDULING.pastTimeMessage }]);
  return at;
}

function keptOldSlugs(existing: PostRecord, newSlug: string): string[] {
  // Never-published posts keep none, which also clears slugs saved before this rule.
  if (existing.publishedAt === null) return [];
  const kept = slugWasPublic(existing) ? [...existing.oldSlugs, existing.slug] : existing.oldSlugs;
  return [...new Set(kept)].filter((old) => old !== newSlug);
}

/** A page has no tags, featuring or newsletter whatever a request sends: it is in no list and no send. */
const articleOnly = <T>(page: boolean, articleValue: T, pageValue: T): T => (page ? pageValue : articleValue);

export interface NewPostOptions {
  slug: string;
  author: AuthorRecord;
  authorId?: string | null;
  /** Seeded content is dated in the past; a post written now has the clock's time. */
  createdAt?: Date;
  now: Date;
  render?: RenderMarkdown;
}

/** A new post made of the editor's fields, at version 1. */
export async function newPostRecord(
  input: PostFields,
  { slug, author, authorId, createdAt, now, render }: NewPostOptions,
): Promise<PostRecord> {
  const page = input.kind === "page";
  const tags = articleOnly(page, normaliseTags(input.tags), []);
  return {
    _id: newId(),
    // Only a page stores its kind: lists leave pages out by the field's absence (see the posts repository).
    ...(page && { kind: "page" as const }),
    slug,
    oldSlugs: [],
    ...(input.isPublished && { lastPublicSlug: slug }),
    title: input.title,
    ...(await deriveContent(input.content, input.excerpt, { maths: input.maths ?? false, render })),
    // Empty means "none": readers then see the post's drawn share card (see the serializer).
    featuredImage: ownImage(input.featuredImage) ?? "",
    featuredImageAlt: input.featuredImageAlt ?? "",
    tags,
    tagKeys: tags.map(tagKey),
    category: categoryOrDefault(input.category),
    authorId: authorId ?? null,
    author,
    isPublished: input.isPublished,
    isFeatured: articleOnly(page, input.isFeatured ?? false, false),
    createdAt: createdAt ?? now,
    updatedAt: createdAt ?? now,
    publishedAt: input.isPublished ? (createdAt ?? now) : null,
    version: 1,
    newsletter: articleOnly(page, input.newsletter ?? null, null),
    scheduledAt: scheduleOf(input, null, now),
  };
}

/** The stored post with the editor's fields saved over it (the saver sets version and publishing date); `slug` is already checked free. */
export async function editedPostRecord(existing: PostRecord, input: PostFields, slug: string, now: Date): Promise<PostChanges> {
  const page = existing.kind === "page";
  const tags = articleOnly(page, normaliseTags(input.tags), []);
  return {
    ...existing,
    slug,
    oldSlugs: slug === existing.slug ? existing.oldSlugs : keptOldSlugs(existing, slug),
    lastPublicSlug: input.isPublished ? slug : existing.lastPublicSlug,
    title: input.title,
    ...(await deriveContent(input.content, input.excerpt, { maths: input.maths ?? existing.maths ?? false })),
    featuredImage: ownImage(input.featuredImage) ?? existing.featuredImage,
    featuredImageAlt: input.featuredImageAlt ?? existing.featuredImageAlt ?? "",
    tags,
    tagKeys: tags.map(tagKey),
    category: input.category ?? existing.category,
    isPublished: input.isPublished,
    isFeatured: articleOnly(page, input.isFeatured ?? existing.isFeatured, false),
    updatedAt: now,
    // Settled once the post has been published: a later save never sends it again.
    newsletter: articleOnly(
      page,
      existing.publishedAt ? (existing.newsletter ?? null) : (input.newsletter ?? existing.newsletter ?? null),
      null,
    ),
    scheduledAt: scheduleOf(input, existing.scheduledAt, now),
  };
}
