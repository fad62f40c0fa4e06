import type { ImportSource } from "../../../shared/schemas/imports";
import type { PostKind } from "../../../shared/page-addresses";
import type { Document } from "../types";
import type { NewsletterChoice } from "./newsletter-sends.record";
import type { SeriesMembershipRecord } from "./series.record";

export interface CategoryRecord {
  name: string;
  color: string;
}

export interface AuthorRecord {
  name: string;
  avatar: string;
  bio: string;
}

export interface PostRecord extends Document {
  /** "page" for an author's page (served at /{slug}, in no list, feed or send); absent is a post. */
  kind?: PostKind;
  slug: string;
  /** Earlier slugs that readers could reach, so an old public address still finds the post. */
  oldSlugs: string[];
  /** The slug the post had the last time it was saved as published; absent on a post never published. */
  lastPublicSlug?: string;
  title: string;
  markdown: string;
  html: string;
  /** The body as plain text, kept for the search index so start-up never re-renders markdown. */
  plainText: string;
  excerpt: string;
  /** False when the excerpt was derived from the body and should follow it on edits. */
  hasCustomExcerpt: boolean;
  featuredImage: string;
  /** The featured image described in words; absent on posts saved before it existed. */
  featuredImageAlt?: string;
  tags: string[];
  /** Lower-cased tags: tag pages and related posts match case-insensitively through an index. */
  tagKeys: string[];
  category: CategoryRecord;
  /** The admin account that owns the post; null for seeded or imported posts. */
  authorId: string | null;
  author: AuthorRecord;
  readTime: number;
  isPublished: boolean;
  isFeatured: boolean;
  /** The author turned maths on: `$...$` and `$$...$$` in the text are typeset. Absent means off. */
  maths?: boolean;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Increases on every save, so a save based on an older version can be refused. */
  version: number;
  /** The version a bulk tagging run left the post at: unchanged since, a rerun leaves it alone. */
  autoTaggedVersion?: number;
  /** The author's choice for the newsletter when the post is first published: send it, and how much of it. */
  newsletter?: NewsletterChoice | null;
  /** A draft the scheduler publishes once this time has come; null or absent when not scheduled. */
  scheduledAt?: Date | null;
  /**
   * Set by the scheduler in the same write that publishes, cleared once the newsletter was told:
   * a stop between the two is finished on the next run, so a scheduled send is never missed.
   */
  announcementPending?: boolean;
  /**
   * Where an imported post came from: a later import of the same file finds it by source and id,
   * updates it only when the source changed (`contentHash`), and only if nobody saved it in Furrow
   * since (`savedVersion` is the version the import left it at).
   */
  importedFrom?: ImportedFromRecord;
  /** The imported post's addresses on its old site (normalised), answered with a 301 to its page here. */
  oldPaths?: string[];
  /** The series it is a part of, at which position; null or absent when none. */
  series?: SeriesMembershipRecord | null;
}

export interface ImportedFromRecord {
  source: ImportSource;
  originalId: string;
  contentHash: string;
  savedVersion: number;
  /** The post's full address on its old site: tells the links step which host links to the old site name. */
  originalUrl?: string;
}

/** The fields a post is found by; every engine's search indexes these and nothing else. */
export type SearchablePost = Pick<PostRecord, "title" | "excerpt" | "tags" | "plainText" | "isPublished">;
