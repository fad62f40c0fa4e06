import type * as z from "zod";
import type * as schemas from "./schemas";
import type {
  adminCommentSchema,
  aiTrafficSchema,
  analyticsEventSchema,
  analyticsReportSchema,
  collectInputSchema,
  adminPostSchema,
  categorySchema,
  commentInputSchema,
  errorResponseSchema,
  listQuerySchema,
  postCardSchema,
  postDetailSchema,
  postInputSchema,
  profileInputSchema,
  profileSchema,
  publicCommentSchema,
  subscribeInputSchema,
  subscribeResponseSchema,
  outboxEntrySchema,
  outboxSummarySchema,
  adminSubscriberSchema,
  subscriberListSchema,
  subscriberListQuerySchema,
  subscriberImportResultSchema,
  newsletterSendSummarySchema,
  newsletterChoiceSchema,
  tagCountSchema,
  authUserSchema,
  sessionVerificationSchema,
  signInOptionsSchema,
  statsSchema,
  ogPreviewSchema,
  ogPreviewWarningSchema,
  headTagSchema,
  postAnalysisSchema,
  bulkAnalysisSchema,
  bulkAnalysisInputSchema,
  tagSuggestionSchema,
  uploadedImageSchema,
  connectResultSchema,
  seoOverviewSchema,
  revisionSummarySchema,
  revisionSchema,
  restoreRevisionInputSchema,
  fediverseAccountSchema,
  remoteFollowLinkSchema,
  fediverseOverviewSchema,
  fediverseFollowerSchema,
  fediverseFollowersPageSchema,
  fediverseDeliveriesSchema,
  fediverseDeliverySchema,
  fediverseReactionsSchema,
  fediverseImportedPostsSchema,
  fediverseSendResultSchema,
  postReactionsSchema,
} from "./schemas";

export type Category = z.infer<typeof categorySchema>;
export type PostCard = z.infer<typeof postCardSchema>;
export type PostDetail = z.infer<typeof postDetailSchema>;
export type AdminPost = z.infer<typeof adminPostSchema>;
export type PostInput = z.input<typeof postInputSchema>;
/** A post's input after its schema has checked it and filled the defaults: what the server works with. */
export type PostFields = z.output<typeof postInputSchema>;
export type ListQuery = z.infer<typeof listQuerySchema>;
export type CommentInput = z.infer<typeof commentInputSchema>;
export type PublicComment = z.infer<typeof publicCommentSchema>;
export type AdminComment = z.infer<typeof adminCommentSchema>;
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
export type SubscriberList = z.infer<typeof subscriberListSchema>;
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;
export type SubscriberImportResult = z.infer<typeof subscriberImportResultSchema>;
export type NewsletterSendSummary = z.infer<typeof newsletterSendSummarySchema>;
export type SendCancelReason = NonNullable<NewsletterSendSummary["cancelReason"]>;
export type ConfirmationWaitReason = NonNullable<SubscriberList["confirmationsWaiting"]["reason"]>;
export type NewsletterChoiceInput = z.input<typeof newsletterChoiceSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;
export type NavLink = z.infer<typeof schemas.navLinkSchema>;
export type Navigation = z.infer<typeof schemas.navigationSchema>;
export type NavigationInput = z.infer<typeof schemas.navigationInputSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type TagCount = z.infer<typeof tagCountSchema>;
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision = z.infer<typeof revisionSchema>;
export type RestoreRevisionInput = z.infer<typeof restoreRevisionInputSchema>;
export type { RevisionKind } from "./revisions";

export interface TocItem {
  id: string;
  text: string;
  level: 1 | 2 | 3 | 4 | 5 | 6;
}

export type AuthUser = z.infer<typeof authUserSchema>;
export type SessionVerification = z.infer<typeof sessionVerificationSchema>;
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
export type AdminStats = z.infer<typeof statsSchema>;
export type OgPreview = z.infer<typeof ogPreviewSchema>;
export type OgPreviewWarning = z.infer<typeof ogPreviewWarningSchema>;
export type OgPreviewTag = z.infer<typeof headTagSchema>;
export type PostAnalysis = z.infer<typeof postAnalysisSchema>;
export type TagSuggestion = z.infer<typeof tagSuggestionSchema>;
export type BulkAnalysis = z.infer<typeof bulkAnalysisSchema>;
export type BulkAnalysisInput = z.infer<typeof bulkAnalysisInputSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type ConnectResult = z.infer<typeof connectResultSchema>;
export type SeoOverview = z.infer<typeof seoOverviewSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type CollectInput = z.infer<typeof collectInputSchema>;
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AiTraffic = z.infer<typeof aiTrafficSchema>;

export type FediverseAccount = z.infer<typeof fediverseAccountSchema>;
export type RemoteFollowLink = z.infer<typeof remoteFollowLinkSchema>;
export type FediverseOverview = z.infer<typeof fediverseOverviewSchema>;
export type FediverseFollower = z.infer<typeof fediverseFollowerSchema>;
export type FediverseFollowersPage = z.infer<typeof fediverseFollowersPageSchema>;
export type FediverseDeliveries = z.infer<typeof fediverseDeliveriesSchema>;
export type FediverseDelivery = z.infer<typeof fediverseDeliverySchema>;
export type FediverseReactions = z.infer<typeof fediverseReactionsSchema>;
export type FediverseImportedPosts = z.infer<typeof fediverseImportedPostsSchema>;
export type FediverseSendResult = z.infer<typeof fediverseSendResultSchema>;
export type PostReactions = z.infer<typeof postReactionsSchema>;
export type SeriesInput = z.input<typeof schemas.seriesInputSchema>;
export type PostSeriesInput = z.input<typeof schemas.postSeriesInputSchema>;
export type Series = z.infer<typeof schemas.seriesSchema>;
export type SeriesPart = z.infer<typeof schemas.seriesPartSchema>;
export type PublicSeries = z.infer<typeof schemas.publicSeriesSchema>;
export type PostSeriesNav = z.infer<typeof schemas.postSeriesNavSchema>;
