import * as z from "zod";
import * as schemas from "./schemas";

/**
 * What each JSON route answers on success, keyed "METHOD /path" as the API description names it.
 * The server's endpoint table declares the same schemas as its `response` (its OpenAPI test holds
 * the two together and checks real answers against them); client tests type their fetch stubs by
 * them, so a fixture cannot drift from what the server sends.
 */
export const API_RESPONSES = {
  "GET /api/blog-posts": z.array(schemas.postCardSchema),
  "GET /api/blog-posts/tags": z.array(schemas.tagCountSchema),
  "GET /api/blog-posts/featured": z.array(schemas.postCardSchema),
  "GET /api/blog-posts/search": z.array(schemas.postCardSchema),
  "GET /api/blog-posts/{slugOrId}": schemas.postDetailSchema,
  "GET /api/blog-posts/{id}/related": z.array(schemas.postCardSchema),
  "GET /api/pages/{pageSlug}": schemas.postDetailSchema,
  "GET /api/admin/blog-posts": z.array(schemas.postCardSchema),
  "GET /api/admin/blog-posts/{id}": schemas.adminPostSchema,
  "POST /api/admin/blog-posts": schemas.adminPostSchema,
  "PATCH /api/admin/blog-posts/{id}": schemas.adminPostSchema,
  "GET /api/series/{slug}": schemas.publicSeriesSchema,
  "GET /api/admin/series": z.array(schemas.seriesSchema),
  "POST /api/admin/series": schemas.seriesSchema,
  "PUT /api/admin/series/{id}": schemas.seriesSchema,
  "PUT /api/admin/blog-posts/{id}/series": schemas.postSeriesMembershipSchema.nullable(),
  "GET /api/admin/blog-posts/{id}/revisions": z.array(schemas.revisionSummarySchema),
  "GET /api/admin/blog-posts/{id}/revisions/{number}": schemas.revisionSchema,
  "POST /api/admin/blog-posts/{id}/revisions/{number}/restore": schemas.adminPostSchema,
  "POST /api/admin/uploads": schemas.uploadedImageSchema,

  "GET /api/fediverse": schemas.fediverseAccountSchema,
  "GET /api/fediverse/follow-link": schemas.remoteFollowLinkSchema,
  "GET /api/blog-posts/{id}/reactions": schemas.postReactionsSchema,
  "GET /api/admin/fediverse": schemas.fediverseOverviewSchema,
  "GET /api/admin/fediverse/followers": schemas.fediverseFollowersPageSchema,
  "POST /api/admin/fediverse/followers/remove": schemas.okSchema,
  "GET /api/admin/fediverse/deliveries": schemas.fediverseDeliveriesSchema,
  "GET /api/admin/fediverse/reactions": schemas.fediverseReactionsSchema,
  "GET /api/admin/fediverse/imported-posts": schemas.fediverseImportedPostsSchema,
  "POST /api/admin/fediverse/posts/{id}/send": schemas.fediverseSendResultSchema,

  "GET /api/blog-posts/{id}/comments": z.array(schemas.publicCommentSchema),
  "POST /api/blog-posts/{id}/comments": schemas.publicCommentSchema,
  "GET /api/comments/form-token": schemas.commentFormTokenSchema,
  "GET /api/admin/comments": z.array(schemas.adminCommentSchema),
  "PUT /api/comments/{id}/approve": schemas.okSchema,
  "PUT /api/comments/{id}/reply": schemas.publicCommentSchema,
  "PUT /api/comments/{id}/spam": schemas.okSchema,
  "DELETE /api/admin/comments/spam": schemas.deletedCountSchema,

  "POST /api/newsletter/subscribe": schemas.subscribeResponseSchema,
  "GET /api/newsletter/form-token": schemas.newsletterFormTokenSchema,
  "GET /api/admin/outbox": z.array(schemas.outboxSummarySchema),
  "GET /api/admin/outbox/{id}": schemas.outboxEntrySchema,
  "GET /api/admin/newsletter/sends": z.array(schemas.newsletterSendSummarySchema),
  "POST /api/admin/newsletter/sends/{id}/retry": schemas.retryResultSchema,
  "POST /api/admin/newsletter/sends/{id}/cancel": schemas.cancelSendResultSchema,
  "POST /api/admin/newsletter/sends/{id}/resume": schemas.resumeSendResultSchema,
  "GET /api/admin/subscribers": schemas.subscriberListSchema,
  "POST /api/admin/subscribers/import": schemas.subscriberImportResultSchema,

  "GET /api/profile": schemas.profileSchema,
  "GET /api/admin/profile": schemas.profileSchema,
  "PUT /api/admin/profile": schemas.profileSchema,
  "GET /api/navigation": schemas.navigationSchema,
  "GET /api/admin/navigation": schemas.navigationSchema,
  "PUT /api/admin/navigation": schemas.navigationSchema,
  "GET /api/admin/stats": schemas.statsSchema,
  "GET /api/admin/backups": schemas.backupsOverviewSchema,
  "POST /api/admin/backups": schemas.snapshotSchema,

  "GET /api/auth/options": schemas.signInOptionsSchema,
  "GET /api/admin/verify-session": schemas.sessionVerificationSchema,
  "POST /api/admin/logout": schemas.okSchema,
  "POST /auth/demo": schemas.sessionVerificationSchema,

  "POST /api/admin/connect-mongodb": schemas.connectResultSchema,
  "GET /api/admin/unassigned-posts": schemas.unassignedPostsSchema,
  "POST /api/admin/migrate-posts": schemas.migrateResultSchema,

  "POST /api/ai-tagging/analyze/{id}": schemas.postAnalysisSchema,
  "POST /api/ai-tagging/bulk-analyze": schemas.bulkAnalysisSchema,

  "GET /api/structured-data": schemas.structuredDataSchema,
  "GET /api/og-preview": schemas.ogPreviewSchema,
  "GET /api/admin/seo-overview": schemas.seoOverviewSchema,

  "POST /api/analytics/collect": schemas.collectResultSchema,
  "GET /api/admin/analytics": schemas.analyticsReportSchema,
  "GET /api/admin/analytics/ai-traffic": schemas.aiTrafficSchema,

  "POST /api/admin/imports": schemas.importJobSchema,
  "GET /api/admin/imports": z.array(schemas.importJobSchema),
  "GET /api/admin/imports/{id}": schemas.importJobSchema,
  "POST /api/admin/imports/{id}/confirm": schemas.importJobSchema,
  "POST /api/admin/imports/{id}/cancel": schemas.importJobSchema,

  "GET /api/openapi.json": schemas.openApiDocumentSchema,
} satisfies Record<string, z.ZodType>;

export type ApiRoute = keyof typeof API_RESPONSES;

/** The body a route answers with, as the client receives it. */
export type ApiResponse<R extends ApiRoute> = z.output<(typeof API_RESPONSES)[R]>;
