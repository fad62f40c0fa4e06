import * as z from "zod";
import { FIELD_LIMITS } from "../constants";
import { newsletterChoiceSchema } from "./newsletter";
import { postSeriesMembershipSchema, postSeriesNavSchema } from "./series-membership";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colour must be #RRGGBB");

export const categorySchema = z.object({
  name: z.string().trim().min(1).max(60),
  color: hexColour,
});

const authorSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  bio: z.string().optional(),
});

/** Absent means "post": every post stored before pages existed is one. */
export const postKindSchema = z.enum(["post", "page"]);

/** What a list shows: card fields only, never the body, so a page of 6 stays a few KB. */
export const postCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
  /** Describes the featured image for people who cannot see it; empty when the author wrote none. */
  featuredImageAlt: z.string(),
  tags: z.array(z.string()),
  category: categorySchema,
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the post first went public (UTC): the date readers see and public lists are ordered by. Null for a post never published. */
  publishedAt: z.string().nullable(),
  readTime: z.number().int().min(1),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  /** When a scheduled draft goes live (UTC); only drafts have it, and only the admin sees drafts. */
  scheduledAt: z.string().optional(),
  /** "page" for an author's page (at /{slug}, undated, in no list); absent for a post. */
  kind: postKindSchema.optional(),
});

/** A post as the article page reads it: `content` is sanitized HTML. */
export const postDetailSchema = postCardSchema.extend({
  content: z.string(),
  /** The published series it is a part of; absent when none (or when it is a draft). */
  series: postSeriesNavSchema.optional(),
});

/** A post as the editor reads it: the markdown source plus the version a save is based on. */
export const adminPostSchema = postDetailSchema.extend({
  markdown: z.string(),
  version: z.number().int(),
  /** The newsletter choice saved with the post; null when none was made. */
  newsletter: z.object({ send: z.boolean(), content: z.enum(["excerpt", "full"]) }).nullable(),
  /** Whether `$...$` and `$$...$$` in the text are maths, typeset on the server; off, they are dollars. */
  maths: z.boolean(),
  /** The series it belongs to and at which position, drafts too; null when none. */
  seriesMembership: postSeriesMembershipSchema.nullable(),
});

const tagSchema = z.string().trim().min(1).max(FIELD_LIMITS.tag);

export const postInputSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(FIELD_LIMITS.title),
    content: z.string().max(FIELD_LIMITS.markdown).default(""),
    excerpt: z.string().trim().max(FIELD_LIMITS.excerpt).default(""),
    tags: z.array(tagSchema).max(FIELD_LIMITS.tagsPerPost).default([]),
    isPublished: z.boolean().default(false),
    isFeatured: z.boolean().optional(),
    /** Typeset `$...$` and `$$...$$` as maths; off by default, so "$5 a bag" stays text. Left out keeps the post's choice. */
    maths: z.boolean().optional(),
    slug: z.string().trim().max(FIELD_LIMITS.slug).optional(),
    featuredImage: z.string().trim().max(FIELD_LIMITS.url).optional(),
    featuredImageAlt: z
      .string()
      .trim()
      .max(FIELD_LIMITS.imageAlt, `Alt text must be at most ${FIELD_LIMITS.imageAlt} characters`)
      .optional(),
    category: categorySchema.optional(),
    /** The version the author's text was based on; a stale one is answered with 409. */
    baseVersion: z.number().int().min(0).optional(),
    /** Email it to the subscribers when it is first published; ignored once it has been published. */
    newsletter: newsletterChoiceSchema.optional(),
    /**
     * When to publish a draft on its own (an ISO time with its offset, kept in UTC); null cancels
     * a schedule, leaving it out keeps the one there is. With isPublished: true a future time is
     * refused (400): publishing now and later disagree.
     */
    publishAt: z.iso.datetime({ offset: true, message: "Must be a date and time, such as 2026-12-01T09:00:00Z" }).nullable().optional(),
    /** Sent by the editor's timer rather than the author's button: such saves fold into one revision. */
    autosave: z.boolean().optional(),
    /** What a new one is: a post (the default) or a page. Fixed once created: a later save's value is ignored. */
    kind: postKindSchema.optional(),
  })
  .strict();
