import { z } from "zod";
import * as schemas from "../../../shared/schemas";

export interface ApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: /api/blog-posts/{id} */
  path: string;
  summary: string;
  tag: string;
  access: "public" | "admin";
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A raw body (uploads): its media types. */
  rawBody?: string[];
  status?: number;
  response?: z.ZodType;
  /** Not JSON: a file or a redirect. */
  responseMediaType?: string;
  description?: string;
  headers?: Record<string, string>;
  example?: unknown;
}

const list = (item: z.ZodType) => z.array(item);
const ld = z.array(z.record(z.string(), z.unknown()));

/**
 * Every route the server answers, described once from the shared schemas. The OpenAPI document
 * is built from this list, and a test checks it against the routes Express actually registers.
 */
export const API_ROUTES: ApiRoute[] = [
  { method: "get", path: "/api/blog-posts", tag: "Posts", access: "public", summary: "Published posts, newest first", query: schemas.listQuerySchema, response: list(schemas.postCardSchema), headers: { "X-Total-Count": "How many posts match, for paging" } },
  { method: "get", path: "/api/blog-posts/tags", tag: "Posts", access: "public", summary: "Every tag on a published post, with counts", response: list(schemas.tagCountSchema) },
  { method: "get", path: "/api/blog-posts/featured", tag: "Posts", access: "public", summary: "Featured published posts", response: list(schemas.postCardSchema) },
  { method: "get", path: "/api/blog-posts/search", tag: "Posts", access: "public", summary: "Full-text search, best match first, forgiving a typo (empty under 3 characters)", query: schemas.searchQuerySchema, response: list(schemas.postCardSchema) },
  { method: "get", path: "/api/blog-posts/{slugOrId}", tag: "Posts", access: "public", summary: "One post by slug, old slug or id (drafts only for the admin)", params: schemas.slugOrIdParamsSchema, response: schemas.postDetailSchema },
  { method: "get", path: "/api/blog-posts/{id}/related", tag: "Posts", access: "public", summary: "Up to 3 published posts sharing a tag, most shared first", params: schemas.idParamsSchema, response: list(schemas.postCardSchema) },
  { method: "get", path: "/api/blog-posts/{id}/comments", tag: "Comments", access: "public", summary: "Approved comments on a post, oldest first", params: schemas.idParamsSchema, response: list(schemas.publicCommentSchema) },
  {
    method: "post", path: "/api/blog-posts/{id}/comments", tag: "Comments", access: "public", summary: "Submit a comment; it waits for approval", params: schemas.idParamsSchema,
    body: schemas.commentInputSchema, status: 201, response: schemas.publicCommentSchema,
    example: { authorName: "Jo Farmer", authorEmail: "jo@example.com", content: "How deep do you install the probes?" },
  },
  { method: "post", path: "/api/newsletter/subscribe", tag: "Newsletter", access: "public", summary: "Subscribe an address (idempotent; the same answer either way)", body: schemas.subscribeInputSchema, response: schemas.subscribeResponseSchema, example: { email: "reader@example.com" } },
  { method: "get", path: "/api/profile", tag: "Profile", access: "public", summary: "The author's public profile and social links", response: schemas.profileSchema },
  { method: "get", path: "/api/og-image", tag: "Sharing", access: "public", summary: "A 1200x630 share image drawn for a title and category", query: schemas.ogImageQuerySchema, responseMediaType: "image/png" },
  { method: "get", path: "/api/structured-data", tag: "Sharing", access: "public", summary: "The site's JSON-LD, or a post's with ?slug=", query: schemas.structuredDataQuerySchema, response: ld },
  {
    method: "get", path: "/api/og-preview", tag: "Sharing", access: "public", query: schemas.ogPreviewQuerySchema, response: schemas.ogPreviewSchema,
    summary: "The head tags this server sends for a page of this site (a path, or an address on this site; default /), read as a network's crawler reads them, with warnings for missing or over-long share text",
    description: "Built from the same page metadata the HTML page route injects; nothing is fetched. Any other site, a protocol-relative '//host' path, an API path or a file gives 400. Length limits: title 60 (Google search) and 70 (X), description 160 (Google search) and 200 (X).",
  },
  { method: "get", path: "/api/openapi.json", tag: "Docs", access: "public", summary: "This description (OpenAPI 3.1)", response: z.record(z.string(), z.unknown()) },
  { method: "get", path: "/api/auth/options", tag: "Sign-in", access: "public", summary: "Which sign-in methods this server offers", response: schemas.signInOptionsSchema },
  { method: "get", path: "/api/admin/verify-session", tag: "Sign-in", access: "public", summary: "Who is signed in, and whether they are an admin", response: schemas.sessionVerificationSchema },
  { method: "post", path: "/api/admin/logout", tag: "Sign-in", access: "public", summary: "Sign out", response: schemas.okSchema },

  { method: "get", path: "/api/admin/blog-posts", tag: "Admin: posts", access: "admin", summary: "Every post, drafts included", response: list(schemas.postCardSchema) },
  { method: "get", path: "/api/admin/blog-posts/{id}", tag: "Admin: posts", access: "admin", summary: "A post for editing: markdown and version", params: schemas.idParamsSchema, response: schemas.adminPostSchema },
  {
    method: "post", path: "/api/admin/blog-posts", tag: "Admin: posts", access: "admin", summary: "Create a post", body: schemas.postInputSchema, status: 201, response: schemas.adminPostSchema,
    example: { title: "Soil probes in sandy loam", content: "## Why\n\nBecause **water** moves fast.", excerpt: "", tags: ["Irrigation", "IoT"], isPublished: false },
  },
  {
    method: "patch", path: "/api/admin/blog-posts/{id}", tag: "Admin: posts", access: "admin", summary: "Save a post; 409 if it changed since baseVersion", params: schemas.idParamsSchema, body: schemas.postInputSchema, response: schemas.adminPostSchema,
    example: { title: "Soil probes in sandy loam", content: "## Why\n\nBecause water moves fast.", tags: ["Irrigation"], isPublished: true, baseVersion: 1 },
  },
  { method: "delete", path: "/api/admin/blog-posts/{id}", tag: "Admin: posts", access: "admin", summary: "Delete a post and its comments", params: schemas.idParamsSchema, status: 204 },
  { method: "get", path: "/api/admin/comments", tag: "Admin: comments", access: "admin", summary: "Every comment with its post's title and slug", response: list(schemas.adminCommentSchema) },
  { method: "put", path: "/api/comments/{id}/approve", tag: "Admin: comments", access: "admin", summary: "Approve a comment", params: schemas.idParamsSchema, response: schemas.okSchema },
  { method: "delete", path: "/api/comments/{id}", tag: "Admin: comments", access: "admin", summary: "Delete a comment", params: schemas.idParamsSchema, status: 204 },
  { method: "get", path: "/api/admin/profile", tag: "Admin: profile", access: "admin", summary: "The editable profile", response: schemas.profileSchema },
  { method: "put", path: "/api/admin/profile", tag: "Admin: profile", access: "admin", summary: "Update the profile (http(s) links only)", body: schemas.profileInputSchema, response: schemas.profileSchema, example: { name: "Mara Lindqvist", githubUrl: "https://github.com/maralindqvist" } },
  { method: "get", path: "/api/admin/backup", tag: "Admin: database", access: "admin", summary: "Download a backup: every post (markdown and metadata), comment, subscriber, setting and uploaded image in one gzipped JSON archive", responseMediaType: "application/gzip" },
  { method: "get", path: "/api/admin/seo-overview", tag: "Admin: SEO", access: "admin", summary: "The SEO dashboard's live figures: sitemap URLs, RSS items, AI crawlers robots.txt allows, JSON-LD types in use, published, total and indexable pages", response: schemas.seoOverviewSchema },
  { method: "get", path: "/api/admin/stats", tag: "Admin: profile", access: "admin", summary: "Counts of posts, drafts, pending comments and subscribers", response: schemas.statsSchema },
  { method: "post", path: "/api/admin/uploads", tag: "Admin: posts", access: "admin", summary: "Upload an image (the raw file as the body); answers resized WebP copies", rawBody: ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"], status: 201, response: schemas.uploadedImageSchema },
  { method: "post", path: "/api/admin/connect-mongodb", tag: "Admin: database", access: "admin", summary: "Copy everything to MongoDB, verify, and switch", body: schemas.connectDatabaseSchema, response: schemas.connectResultSchema, example: { uri: "mongodb://db.internal:27017", dbName: "furrow" } },
  { method: "get", path: "/api/admin/unassigned-posts", tag: "Admin: database", access: "admin", summary: "How many posts have no admin owner", response: schemas.unassignedPostsSchema },
  { method: "post", path: "/api/admin/migrate-posts", tag: "Admin: database", access: "admin", summary: "Give unassigned posts to the signed-in admin", response: schemas.migrateResultSchema },
  { method: "post", path: "/api/ai-tagging/analyze/{id}", tag: "Admin: tagging", access: "admin", summary: "Suggest tags for one post", params: schemas.idParamsSchema, response: schemas.postAnalysisSchema },
  { method: "post", path: "/api/ai-tagging/bulk-analyze", tag: "Admin: tagging", access: "admin", summary: "Suggest tags for every post and add them to untagged ones", body: schemas.bulkAnalysisInputSchema, response: schemas.bulkAnalysisSchema, example: {} },
];
