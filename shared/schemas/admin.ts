import * as z from "zod";

export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  provider: z.enum(["google", "github", "demo"]),
});

export const sessionVerificationSchema = z.object({
  /** Signed in with any account. */
  authenticated: z.boolean(),
  user: authUserSchema.nullable(),
  /** The account may use the admin area (its e-mail is in ADMIN_EMAILS, or the demo login). */
  isAdmin: z.boolean(),
});

/** What the sign-in screen may offer: a provider whose client id is unset is not registered. */
export const signInOptionsSchema = z.object({ google: z.boolean(), github: z.boolean(), demo: z.boolean() });

export const statsSchema = z.object({
  posts: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  commentsPending: z.number().int(),
  subscribers: z.number().int(),
});

export const okSchema = z.object({ ok: z.literal(true) });
export const unassignedPostsSchema = z.object({ unassignedCount: z.number().int() });
export const migrateResultSchema = z.object({ migratedCount: z.number().int() });

export const connectResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  engine: z.enum(["embedded", "mongodb"]),
  collections: z.array(z.object({ collection: z.string(), copied: z.number().int() })),
  files: z.number().int(),
});

export const tagSuggestionSchema = z.object({
  tag: z.string(),
  score: z.number(),
  matched: z.array(z.string()),
  source: z.enum(["site", "vocabulary", "key-phrase"]),
});

export const postAnalysisSchema = z.object({
  postId: z.string(),
  suggestedTags: z.array(z.string()),
  suggestions: z.array(tagSuggestionSchema),
  engine: z.enum(["offline", "llm"]),
});

export const bulkAnalysisSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      suggestedTags: z.array(z.string()),
      added: z.array(z.string()),
      error: z.string().optional(),
    }),
  ),
});

export const uploadedImageSchema = z.object({ url: z.string(), srcset: z.string(), width: z.number().int(), height: z.number().int() });

export const connectDatabaseSchema = z
  .object({
    uri: z
      .string()
      .trim()
      .min(1, "A connection URI is required")
      .max(2048)
      .regex(/^mongodb(\+srv)?:\/\/[^/\s]+/, "The URI must look like mongodb://host:port or mongodb+srv://cluster"),
    dbName: z
      .string()
      .trim()
      .max(64)
      .regex(/^[^/\\. "$*<>:|?]*$/, "That is not a valid database name")
      .optional(),
  })
  .strict();

export const bulkAnalysisInputSchema = z.object({ includeTagged: z.boolean().optional() }).strict();

// Longer input is cut anyway; the bound keeps the cache key and the work small.
export const ogImageQuerySchema = z.object({ title: z.string().max(1000).optional(), category: z.string().max(200).optional() }).strict();
export const structuredDataQuerySchema = z.object({ slug: z.string().trim().min(1).max(200).optional() }).strict();

// The share-preview tool names a page of this site. The server, which knows its own origin, reduces
// a full address to its path and refuses any other site; here only the shape is checked. No path
// means the home page.
const SINGLE_SLASH_PATH = /^\/(?![/\\])/;
const HTTP_ADDRESS = /^https?:\/\//i;

export const ogPreviewQuerySchema = z
  .object({
    path: z
      .string()
      .trim()
      .min(1, "Give a path of this site, such as /blog/{slug}")
      .max(2048)
      .refine(
        (value) => SINGLE_SLASH_PATH.test(value) || HTTP_ADDRESS.test(value),
        "Only pages of this site can be previewed: give a path starting with a single '/', or an address on this site",
      )
      .default("/"),
  })
  .strict();

/** One tag of a page's head, as the server sends it. */
export const headTagSchema = z.object({
  tag: z.enum(["title", "meta", "link", "script"]),
  attributes: z.record(z.string(), z.string()),
  text: z.string().optional(),
});

export const ogPreviewWarningSchema = z.object({
  field: z.enum(["status", "title", "description", "image", "url", "twitterCard"]),
  message: z.string(),
});

/** What a network's crawler reads at a path of this site; a field is null when no tag carries it. */
export const ogPreviewSchema = z.object({
  path: z.string(),
  status: z.union([z.literal(200), z.literal(404)]),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  type: z.string().nullable(),
  siteName: z.string().nullable(),
  twitterCard: z.string().nullable(),
  tags: z.array(headTagSchema),
  warnings: z.array(ogPreviewWarningSchema),
});
