import { DEFAULT_CATEGORY } from "@shared/constants";
import { isDrawnImage } from "@shared/page-meta";
import type { AdminPost } from "@shared/types";
import type { PostKind } from "@shared/page-addresses";

/** Everything the author can change in the editor. */
export interface EditorFields {
  /** A post, or a page (no date, tags, newsletter or comments); fixed once it is stored. */
  kind: PostKind;
  title: string;
  content: string;
  excerpt: string;
  tags: string[];
  isPublished: boolean;
  isFeatured: boolean;
  /** `$...$` and `$$...$$` are maths, typeset on the server. */
  maths: boolean;
  featuredImage: string;
  /** The featured image described for people who cannot see it. */
  featuredImageAlt: string;
  categoryName: string;
  categoryColor: string;
  slug: string;
  /** When a draft goes live on its own: UTC ISO time, or "" for not scheduled. */
  publishAt: string;
  /** Email the post to the subscribers when it is first published. */
  sendNewsletter: boolean;
  newsletterContent: "excerpt" | "full";
}

/** Auto-save waits 3 s after a change to these, and only these. */
export const DEBOUNCED_FIELDS: ReadonlySet<keyof EditorFields> = new Set(["title", "content", "excerpt", "tags", "featuredImageAlt"]);

export function emptyFields(kind: PostKind = "post"): EditorFields {
  return {
    kind,
    title: "",
    content: "",
    excerpt: "",
    tags: [],
    isPublished: false,
    isFeatured: false,
    maths: false,
    featuredImage: "",
    featuredImageAlt: "",
    categoryName: DEFAULT_CATEGORY.name,
    categoryColor: DEFAULT_CATEGORY.color,
    slug: "",
    publishAt: "",
    sendNewsletter: true,
    newsletterContent: "excerpt",
  };
}

export function fieldsFromPost(post: AdminPost): EditorFields {
  return {
    kind: post.kind ?? "post",
    title: post.title,
    content: post.markdown,
    excerpt: post.excerpt,
    tags: [...post.tags],
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    maths: post.maths,
    // A drawn share image is not the post's picture: the field stays empty so it keeps following the title.
    featuredImage: isDrawnImage(post.featuredImage) ? "" : post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    categoryName: post.category.name,
    categoryColor: post.category.color,
    slug: post.slug,
    publishAt: post.scheduledAt ?? "",
    // A post never published sends by default; one published before shows what it did.
    sendNewsletter: post.newsletter?.send ?? !(post.isPublished || post.publishedAt !== null),
    newsletterContent: post.newsletter?.content ?? "excerpt",
  };
}

/** A stable fingerprint: two field sets with the same key would save the same post. */
export function fieldsKey(fields: EditorFields): string {
  return JSON.stringify([
    fields.title,
    fields.content,
    fields.excerpt,
    fields.tags,
    fields.isPublished,
    fields.isFeatured,
    fields.maths,
    fields.featuredImage,
    fields.featuredImageAlt,
    fields.categoryName,
    fields.categoryColor.toLowerCase(),
    fields.slug,
    fields.publishAt,
    fields.sendNewsletter,
    fields.newsletterContent,
  ]);
}

/** Auto-save runs only when there is a title or some body text. */
export const hasWords = (fields: Pick<EditorFields, "title" | "content">) => Boolean(fields.title.trim() || fields.content.trim());
