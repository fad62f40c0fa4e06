import * as z from "zod";
import { REVISION_KINDS } from "../revisions";
import { idSchema } from "./common";
import { categorySchema } from "./post";

const revisionKindSchema = z.enum(REVISION_KINDS);

/** One entry of a post's history as the History panel lists it: no body. */
export const revisionSummarySchema = z.object({
  number: z.number().int().min(1),
  kind: revisionKindSchema,
  /** When the entry's first save happened; auto-saves folded in after it move only savedAt. */
  firstSavedAt: z.string(),
  savedAt: z.string(),
  /** The name of who saved it ("Automatic tagging" for bulk tagging). */
  savedBy: z.string(),
  /** Against the entry before it, counting the title, a custom excerpt and the body. */
  wordsAdded: z.number().int().min(0),
  wordsRemoved: z.number().int().min(0),
  /** How many auto-saves the entry holds; 0 for an explicit save. */
  autosaves: z.number().int().min(0),
  /** The number of the revision a restore brought back; null for every other kind. */
  restoredFrom: z.number().int().min(1).nullable(),
  title: z.string(),
  isPublished: z.boolean(),
});

/** A revision with everything it kept of the post, to compare with the current text or restore. */
export const revisionSchema = revisionSummarySchema.extend({
  markdown: z.string(),
  excerpt: z.string(),
  /** False when the excerpt was derived from the body; a restore then derives it again. */
  hasCustomExcerpt: z.boolean(),
  tags: z.array(z.string()),
  category: categorySchema,
  featuredImage: z.string(),
  featuredImageAlt: z.string(),
  slug: z.string(),
  /** Whether the post had maths on; a restore brings the choice back with the text it was made for. */
  maths: z.boolean(),
  /** The post's version the entry's last save left it at. */
  postVersion: z.number().int().min(1),
});

export const revisionParamsSchema = z.object({
  id: idSchema,
  number: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "Revision number must be a whole number from 1")
    .transform(Number),
});

export const restoreRevisionInputSchema = z
  .object({
    /** The version the editor has open; a stale one is answered with 409, as a save is. */
    baseVersion: z.number().int().min(0),
  })
  .strict();
