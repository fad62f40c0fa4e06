import * as z from "zod";
import { FIELD_LIMITS, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN } from "../constants";

/** Ids are strings the app makes; this keeps operator objects and oversized input away from queries. */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid id");

export const listQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    tag: z.string().trim().min(1).max(FIELD_LIMITS.tag).optional(),
    /** The posts page's filter: a case-insensitive substring of the title, excerpt or any tag. */
    q: z.string().trim().max(FIELD_LIMITS.searchQuery).optional(),
  })
  .strict();

export const tagCountSchema = z.object({ name: z.string(), count: z.number().int().min(1) });

export const searchQuerySchema = z
  .object({
    q: z.string().trim().max(FIELD_LIMITS.searchQuery).default(""),
    limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).optional(),
  })
  .strict();

export const errorResponseSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Also in the X-Request-Id header and the server's log line for this request. */
  requestId: z.string().optional(),
});

/** A post named by its current slug, an old slug or its id. */
export const slugOrIdParamsSchema = z.object({
  slugOrId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/, "Invalid post address"),
});
export const idParamsSchema = z.object({ id: idSchema });

/** An author's page is found by its slug (or one it had) only. */
export const pageSlugParamsSchema = z.object({ pageSlug: z.string().min(1).max(FIELD_LIMITS.slug) });

/** The API's own OpenAPI 3.1 description, described no further than "a JSON object". */
export const openApiDocumentSchema = z.record(z.string(), z.unknown());
