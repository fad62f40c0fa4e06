import { join } from "node:path";
import type { Config } from "./config";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import { createBackupService } from "./modules/backups/archive/backup.service";
import { createSnapshotsService } from "./modules/backups/snapshots/snapshots.service";
import { createStatsService } from "./modules/admin/stats.service";
import { createAuthService } from "./modules/auth/auth.service";
import { createCommentsService } from "./modules/comments/comments.service";
import { createCommentFormTokens } from "./modules/comments/comment-form-tokens";
import { createMigrationService } from "./modules/migration/migration.service";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { createPostsService } from "./modules/posts/posts.service";
import { createPostsSearch } from "./modules/posts/posts-search";
import { createPostSaver } from "./modules/posts/post-saver";
import { createPostScheduler } from "./modules/posts/post-scheduler";
import { createRevisionsService } from "./modules/revisions/revisions.service";
import { createRevisionRestore } from "./modules/revisions/restore-revision";
import { createProfileService } from "./modules/profile/profile.service";
import { createNavigationService } from "./modules/navigation/navigation.service";
import { createCrawlerFeeds } from "./modules/seo/crawler-feeds";
import { createOgImageRenderer } from "./modules/seo/og-image";
import { createLayoutThread } from "./modules/seo/og-layout-thread";
import { createKnownCards, createShareImages } from "./modules/seo/share-images";
import { createRenderQueue } from "./modules/seo/render-queue";
import { MemoryBudget } from "./lib/memory-budget";
import { createOgPreviewService } from "./modules/seo/og-preview.service";
import { createPageMetaService } from "./modules/seo/page-meta.service";
import { createPageDataService } from "./modules/ssr/page-data.service";
import { createSeriesService } from "./modules/series";
import { createSeoOverviewService } from "./modules/seo/seo-overview.service";
import { createTaggingService } from "./modules/tagging/tagging.service";
import { createUploadsService } from "./modules/uploads/uploads.service";
import { createMarkdownExportService } from "./modules/export/markdown-export.service";
import { createMailTransport, type MailTransport } from "./modules/mail/mail-transport";
import { createMailWorker } from "./modules/mail/mail-worker";
import { createOutbox } from "./modules/mail/outbox";
import { createSubscriberTokens } from "./modules/newsletter/subscriber-tokens";
import { createSubscribersAdminService } from "./modules/newsletter/subscribers-admin.service";
import { createNewsletterSendsService } from "./modules/newsletter/newsletter-sends.service";
import { addressOf, createQueuedMailComposer } from "./modules/newsletter/compose-queued-mail";
import { createCommentNotices } from "./modules/comments/comment-notices";
import { createReplyNotices } from "./modules/comments/reply-notices";
import { createSignedIds } from "./lib/signed-ids";
import { createCollector } from "./modules/analytics/collector";
import { createAnalyticsReports } from "./modules/analytics/analytics-report";
import { createVisitorKeys } from "./modules/analytics/visitor-keys";
import { createRepositories } from "./store/repositories";
import { createFediverse } from "./modules/fediverse";
import { createImportJobs } from "./modules/import/import-jobs";
import { readOnThread } from "./modules/import/read-thread";
import { createImageFetcher } from "./modules/import/images/fetch-image";
import { createPrepareImages } from "./modules/import/images/prepare-images-hook";
import { createRewriteImportedLinks } from "./modules/import/images/rewrite-links-hook";
import { storedSecret } from "./lib/stored-secret";
import { createConfirmationBudget } from "./modules/newsletter/confirmation-budget";
import { createNewsletterFormChecks } from "./modules/newsletter/newsletter-form-checks";
import { clientKeyFrom, limitCheck, RATE_LIMIT_SECRET_KEY } from "./middleware/rate-limit";
import { SwitchableStore } from "./store/switchable-store";
import type { DocumentStore } from "./store/types";
import type { QueuedMailRecord } from "./store/repositories/mail-queue.record";

export interface ServiceOptions {
  config: Pick<
    Config,
    | "dataDir"
    | "importMaxBytes"
    | "importReadThread"
    | "importImages"
    | "publicUrl"
    | "adminEmails"
    | "demoLoginEnabled"
    | "llm"
    | "mail"
    | "analytics"
    | "rateLimits"
    | "responseCacheBytes"
    | "newsletter"
    | "mongodbConnectTimeoutMs"
    | "backups"
    | "fediverse"
  >;
  clock: Clock;
  logger: Logger;
}

/**
 * Builds every service once, each with only what it needs. This is the one place that knows how
 * the modules depend on each other; no module imports from here.
 */
export function createServices(engine: DocumentStore, { config, clock, logger }: ServiceOptions) {
  // The engine in charge; an admin may move the blog to another database while it serves.
  const store = engine instanceof SwitchableStore ? engine : new SwitchableStore(engine);
  // One budget for every copy the server keeps in memory (cached answers, share cards), so together they stay within the setting.
  const memoryBudget = new MemoryBudget(config.responseCacheBytes);
  const repositories = createRepositories(store);
  // The fediverse is built further down, and told of a change only once the server runs.
  const profile = createProfileService({
    settings: repositories.settings,
    clock,
    changed: () => fediverse?.profileChanged() ?? Promise.resolve(),
  });
  const navigation = createNavigationService({ settings: repositories.settings, clock });
  // Rate-limit counters name client addresses with this data folder's own random secret.
  const clientKey = clientKeyFrom(storedSecret(repositories.settings, clock, RATE_LIMIT_SECRET_KEY));
  const outboxDir = join(config.dataDir, "outbox");
  // The mailer loads with the first message, not with the server.
  let transport: Promise<MailTransport> | null = null;
  const mailTransport = () => (transport ??= createMailTransport({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir }));
  const tokens = createSubscriberTokens({ settings: repositories.settings, clock });
  const commentNotices = createCommentNotices({
    mailQueue: repositories.mailQueue,
    comments: repositories.comments,
    posts: repositories.posts,
    clock,
    publicUrl: config.publicUrl,
    to: config.adminEmails.length > 0 ? config.adminEmails.join(", ") : addressOf(config.mail.from),
    windowMs: config.mail.commentNoticeMs,
  });
  // Built before the mail worker it queues for, so it is told of new mail through this.
  const mailQueued = () => void mailWorker.kick();
  const replyNotices = createReplyNotices({
    mailQueue: repositories.mailQueue,
    comments: repositories.comments,
    posts: repositories.posts,
    tokens: createSignedIds({ settings: repositories.settings, clock, secretKey: "replyNoticeSecret", purpose: "reply-notices" }),
    clock,
    publicUrl: config.publicUrl,
    fromAddress: addressOf(config.mail.from),
    mailQueued,
  });
  const compose = createQueuedMailComposer({
    sends: repositories.newsletterSends,
    subscribers: repositories.subscribers,
    commentNotice: commentNotices.compose,
    replyNotice: replyNotices.compose,
    tokens,
    publicUrl: config.publicUrl,
    from: config.mail.from,
  });
  // A newsletter delivery whose send was cancelled is withdrawn, whoever queued or claimed it.
  const withdrawn = async (mail: QueuedMailRecord) =>
    mail.kind === "newsletter" && mail.sendId !== undefined && (await repositories.newsletterSends.isCancelled(mail.sendId));
  const mailWorker = createMailWorker({
    queue: repositories.mailQueue,
    transport: mailTransport,
    compose,
    withdrawn,
    clock,
    logger,
    ratePerMinute: config.mail.ratePerMinute,
    leaseMs: config.mail.leaseMs,
  });
  const confirmationBudget = createConfirmationBudget({
    counters: repositories.rateLimits,
    clock,
    perHour: config.newsletter.confirmationsPerHour,
  });
  const newsletter = createNewsletterService({
    subscribers: repositories.subscribers,
    mailQueue: repositories.mailQueue,
    confirmationBudget,
    tokens,
    formChecks: createNewsletterFormChecks({ settings: repositories.settings, clock }),
    clock,
    publicUrl: config.publicUrl,
    mailQueued,
  });
  const newsletterSends = createNewsletterSendsService({
    sends: repositories.newsletterSends,
    links: repositories.newsletterLinks,
    subscribers: repositories.subscribers,
    posts: repositories.posts,
    mailQueue: repositories.mailQueue,
    clock,
    logger,
    publicUrl: config.publicUrl,
    mailQueued,
  });
  const revisions = createRevisionsService({ revisions: repositories.postRevisions, posts: repositories.posts });
  const postsSearch = createPostsSearch({ store, logger });
  // The blog as a fediverse account: absent with FEDIVERSE=off, and then nothing of it answers.
  const fediverse = config.fediverse
    ? createFediverse({
        config: config.fediverse,
        publicUrl: config.publicUrl,
        repositories,
        profile,
        // Replies become comments; the comments service is built after the posts it depends on, and is called only later.
        replies: {
          receiveFediverseReply: (reply) => comments.receiveFediverseReply(reply),
          knowsFediverseReply: (noteId, actorId) => comments.knowsFediverseReply(noteId, actorId),
          editFediverseReply: (noteId, actorId, text) => comments.editFediverseReply(noteId, actorId, text),
          removeFediverseReply: (noteId, actorId) => comments.removeFediverseReply(noteId, actorId),
        },
        clock,
        logger,
      })
    : undefined;
  const postSaver = createPostSaver({
    posts: repositories.posts,
    revisions,
    search: postsSearch,
    newsletter: newsletterSends,
    listener: fediverse?.posts,
  });
  const posts = createPostsService({
    posts: repositories.posts,
    comments: repositories.comments,
    search: postsSearch,
    clock,
    saver: postSaver,
    newsletter: newsletterSends,
    revisions,
    deletions: fediverse?.posts,
  });
  const series = createSeriesService({ series: repositories.series, posts: repositories.posts, clock });
  const comments = createCommentsService({
    comments: repositories.comments,
    postsRepository: repositories.posts,
    posts,
    clock,
    formTokens: createCommentFormTokens({ settings: repositories.settings, uses: repositories.rateLimits, clock }),
    spamFilter: repositories.spamFilter,
    commentWaiting: commentNotices.waiting,
    authorReplied: replyNotices.authorReplied,
  });
  const uploads = createUploadsService({ store });
  const snapshots = createSnapshotsService({ store, leases: repositories.snapshotLeases, clock, logger, settings: config.backups });
  // An import's images go through the upload pipeline; its links are pointed here once it has ended.
  const importImages = createPrepareImages({ fetchImage: createImageFetcher(config.importImages), saveImage: uploads.saveImage });
  const rewriteLinks = createRewriteImportedLinks({ posts: repositories.posts, saver: postSaver });
  const pageMeta = createPageMetaService({
    posts,
    profile,
    series,
    publicUrl: config.publicUrl,
    fediverseHandle: fediverse?.identity.handle,
  });
  const crawlerFeeds = createCrawlerFeeds({
    postsRepository: repositories.posts,
    posts,
    authorName: pageMeta.authorName,
    publicUrl: config.publicUrl,
    series: repositories.series,
  });

  const collector = createCollector({
    analytics: repositories.analytics,
    posts: repositories.posts,
    clock,
    keysPerDay: config.analytics.keysPerDay,
    visitorKeys: createVisitorKeys({ analytics: repositories.analytics, site: config.publicUrl }),
  });

  return {
    store,
    memoryBudget,
    repositories,
    clientKey,
    posts,
    series,
    /** Every write of a post goes through it; the importer saves its posts with it too. */
    postSaver,
    postScheduler: createPostScheduler({ posts: repositories.posts, saver: postSaver, clock }),
    revisions,
    revisionRestore: createRevisionRestore({ posts, revisions }),
    comments,
    replyNotices,
    profile,
    navigation,
    uploads,
    pageMeta,
    fediverse,
    pageData: createPageDataService({ posts, series, comments, profile, navigation, newsletter, fediverse: fediverse?.admin }),
    crawlerFeeds,
    newsletter,
    newsletterSends,
    subscribersAdmin: createSubscribersAdminService({ subscribers: repositories.subscribers, newsletter, clock }),
    mailWorker,
    outbox: createOutbox(outboxDir),
    auth: createAuthService({ users: repositories.users, clock }),
    ogImages: createShareImages({
      // Laid out on a thread of its own that stops after a minute without a card.
      renderer: createOgImageRenderer(memoryBudget, createLayoutThread({ idleMs: 60_000 })),
      files: () => store.files,
      known: createKnownCards({ posts, store }),
      limit: limitCheck({
        name: "ogImage",
        limit: config.rateLimits.ogImage,
        windowMs: config.rateLimits.windowMs,
        counters: repositories.rateLimits,
        clientKey,
      }),
      // One card at a time: its layout holds the event loop, its rasterising one of the two cores.
      queue: createRenderQueue({ concurrency: 1, maxWaiting: 8, maxWaitMs: 5_000 }),
    }),
    ogPreview: createOgPreviewService(pageMeta, config.publicUrl),
    seoOverview: createSeoOverviewService({ postsRepository: repositories.posts, posts, feeds: crawlerFeeds, pageMeta, clock }),
    tagging: createTaggingService({ postsRepository: repositories.posts, posts, llm: config.llm, logger }),
    migration: createMigrationService({
      config,
      store,
      repositories,
      posts,
      profile,
      clock,
      logger,
      beforeSwitch: () => snapshots.take("before-engine-switch"),
    }),
    stats: createStatsService({ posts: repositories.posts, comments: repositories.comments, subscribers: repositories.subscribers }),
    backup: createBackupService({ store, clock }),
    /** Snapshots of the whole site, on the schedule, on demand and before anything replaces data. */
    snapshots,
    markdownExport: createMarkdownExportService({ store, clock, publicUrl: config.publicUrl }),
    collector,
    /** Imports from other blogs, written through the post saver as background jobs. */
    imports: createImportJobs({
      jobs: repositories.imports,
      posts: repositories.posts,
      comments: repositories.comments,
      imports: repositories.imports,
      saver: postSaver,
      clock,
      logger,
      dataDir: config.dataDir,
      maxBytes: config.importMaxBytes,
      beforeWriting: () => snapshots.take("before-import"),
      prepareImages: importImages.prepareImages,
      readOnThread: config.importReadThread ? readOnThread : undefined,
      rewriteImportedLinks: async (context) => {
        importImages.forget(context.jobId);
        await rewriteLinks(context);
      },
    }),
    analyticsReports: createAnalyticsReports({
      analytics: repositories.analytics,
      posts: repositories.posts,
      subscribers: repositories.subscribers,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
