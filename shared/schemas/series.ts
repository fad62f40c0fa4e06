import * as z from "zod";
import { FIELD_LIMITS } from "../constants";
import { idSchema } from "./common";
import { postCardSchema } from "./post";

export * from "./series-membership";

/** A series has few parts; the bound keeps one crafted position from making a list of a million places. */
export const SERIES_POSITION_MAX = 999;
export const SERIES_DESCRIPTION_MAX = 1000;

export const seriesInputSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(FIELD_LIMITS.title),
    description: z.string().trim().max(SERIES_DESCRIPTION_MAX).default(""),
    /** Made from the title when left out. */
    slug: z.string().trim().max(FIELD_LIMITS.slug).optional(),
  })
  .strict();

export const seriesPositionSchema = z
  .number()
  .int("Position must be a whole number")
  .min(1, "Positions start at 1")
  .max(SERIES_POSITION_MAX);

/** Puts a post in a series at a position, or (series null) takes it out of its series. */
export const postSeriesInputSchema = z
  .object({
    seriesId: idSchema.nullable(),
    position: seriesPositionSchema.optional(),
  })
  .strict()
  .refine((input) => input.seriesId === null || input.position !== undefined, { message: "A position is required", path: ["position"] });

/** A part as the admin sees it: drafts too. */
export const seriesPartSchema = z.object({
  postId: z.string(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  isPublished: z.boolean(),
});

export const seriesSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  parts: z.array(seriesPartSchema),
});

export const seriesSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(FIELD_LIMITS.slug)
    .regex(/^[\w-]+$/, "Invalid series address"),
});

/** A series as readers see it: its published parts, in order, as cards. */
export const publicSeriesSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parts: z.array(postCardSchema),
});
