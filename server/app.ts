import express, { type Express } from "express";
import compression from "compression";
import session from "express-session";
import type { Config } from "./config";
import { type Clock, systemClock } from "./lib/clock";
import { createLogger, type Logger } from "./lib/logger";
import { apiNotFound, errorHandler } from "./middleware/errors";
import { sameOrigin } from "./middleware/same-origin";
import { requestLog } from "./middleware/request-log";
import { healthRoutes } from "./http/health";
import { type ClientAssets, noClientAssets } from "./http/client-assets";
import { pageRoutes } from "./http/page-routes";
import { securityHeaders } from "./http/security";
import { DocumentSessionStore } from "./http/session-store";
import { publicResponseCache } from "./http/response-cache";
import { createRepositories } from "./store/repositories";
import type { DocumentStore } from "./store/types";
import { createSearchIndex } from "./modules/posts/search-index";
import { createPostsService } from "./modules/posts/posts.service";
import { postsRoutes } from "./modules/posts/posts.routes";
import { createCommentsService } from "./modules/comments/comments.service";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { createProfileService } from "./modules/profile/profile.service";
import { profileRoutes } from "./modules/profile/profile.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { adminRoutes, commentModerationRoutes } from "./modules/admin/admin.routes";
import { createUploadsService } from "./modules/uploads/uploads.service";
import { createPageMetaService } from "./modules/seo/page-meta.service";
import { createCrawlerFeeds } from "./modules/seo/crawler-feeds";
import { createSeoOverviewService } from "./modules/seo/seo-overview.service";
import { seoAdminRoutes } from "./modules/seo/seo-overview.routes";
import { crawlerRoutes } from "./modules/seo/seo.routes";
import { createOgImageRenderer } from "./modules/seo/og-image";
import { createOgPreviewService } from "./modules/seo/og-preview.service";
import { ogPreviewRoutes } from "./modules/seo/og-preview.routes";
import { createTaggingService } from "./modules/tagging/tagging.service";
import { taggingRoutes } from "./modules/tagging/tagging.routes";
import { createMigrationService } from "./modules/migration/migration.service";
import { migrationRoutes } from "./modules/migration/migration.routes";
import { SwitchableStore } from "./store/switchable-store";
import { docsRoutes } from "./modules/docs/docs.routes";
import { uploadedFiles, uploadsRoutes } from "./modules/uploads/uploads.routes";
import { join } from "node:path";
import type { BackgroundJob } from "./jobs/background-jobs";
import { sessionPurgeJob } from "./jobs/session-purge";

export const SESSION_COOKIE = "furrow.sid";
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const BODY_LIMIT = "1mb";

export interface AppOptions {
  config: Config;
  store: DocumentStore;
  clock?: Clock;
  logger?: Logger;
  clientAssets?: ClientAssets;
  /** Vite is serving the client: relax the CSP its dev client needs. */
  dev?: boolean;
}

export function createServices(engine: DocumentStore, clock: Clock, dataDir: string) {
  const store = engine instanceof SwitchableStore ? engine : new SwitchableStore(engine);
  const repositories = createRepositories(store);
  const searchIndex = createSearchIndex();
  return {
    repositories,
    posts: createPostsService({ repositories, searchIndex, clock }),
    comments: createCommentsService({ repositories, clock }),
    newsletter: createNewsletterService({ repositories, clock }),
    profile: createProfileService({ repositories, clock }),
    auth: createAuthService({ repositories, clock }),
    uploads: createUploadsService({ uploadsDir: join(dataDir, "uploads") }),
    ogImages: createOgImageRenderer(),
    /** The engine in charge; an admin may move the blog to another database while it serves. */
    store,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Builds the whole HTTP app without listening, so tests drive it directly. */
export async function createApp(options: AppOptions): Promise<{ app: Express; services: Services; jobs: BackgroundJob[] }> {
  const { config, store } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const services = createServices(store, clock, config.dataDir);
  await services.posts.loadSearchIndex();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? (/^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy) : false);
  app.set("query parser", "simple");

  app.use(requestLog(logger));
  app.use(securityHeaders({ isProduction: config.isProduction, dev: options.dev ?? false, analytics: Boolean(config.gaMeasurementId) }));
  app.use(compression());
  app.use(healthRoutes(() => services.store.ping()));
  (options.clientAssets ?? noClientAssets).install(app);
  app.use("/uploads", uploadedFiles(services.uploads.uploadsDir));

  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new DocumentSessionStore(services.repositories.sessions),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure: config.isProduction, maxAge: SESSION_MAX_AGE_MS },
  });
  // Readers carry no session cookie; only sign-in may start a session, so everyone else skips the work.
  app.use((req, res, next) => {
    if (req.path.startsWith("/auth/") || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return sessions(req, res, next);
    next();
  });
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(sameOrigin(config.publicUrl));
  app.use("/api", (_req, res, next) => {
    // Public GETs revalidate with their ETag; nothing from the API is cached blindly.
    res.setHeader("Cache-Control", "no-cache");
    next();
  });

  {
    const cache = publicResponseCache(services.store, ["posts", "comments", "settings"], SESSION_COOKIE);
    app.use(["/api/blog-posts", "/api/profile", "/api/structured-data", "/sitemap.xml", "/rss.xml", "/llms.txt"], cache);
  }

  const auth = authRoutes(config, services.auth, logger, SESSION_COOKIE);
  app.use(crawlerRoutes(services, config.publicUrl));
  app.use("/api", ogPreviewRoutes(createOgPreviewService(createPageMetaService(services, config.publicUrl), config.publicUrl)));
  app.use("/api", docsRoutes(config.publicUrl));
  app.use("/api/blog-posts", postsRoutes(config, services.posts, services.comments));
  app.use("/api/newsletter", newsletterRoutes(config, services.newsletter));
  app.use("/api/profile", profileRoutes(services.profile));
  app.use("/api/admin", auth.api);
  app.use("/api/admin/uploads", uploadsRoutes(config, services.uploads));
  const migration = createMigrationService({ config, store: services.store, repositories: services.repositories, posts: services.posts, profile: services.profile, clock, logger });
  app.use("/api/admin", migrationRoutes(config, migration));
  app.use("/api/admin", adminRoutes(config, services));
  const seoOverview = createSeoOverviewService({ services, feeds: createCrawlerFeeds(services, config.publicUrl), pageMeta: createPageMetaService(services, config.publicUrl), clock });
  app.use("/api/admin", seoAdminRoutes(config, seoOverview));
  app.use("/api/comments", commentModerationRoutes(config, services));
  app.use("/api/ai-tagging", taggingRoutes(config, createTaggingService({ services, llm: config.llm, logger })));
  app.use("/api/auth", auth.options);
  app.use("/auth", auth.pages);
  app.use("/api", apiNotFound());
  app.use(
    pageRoutes(options.clientAssets ?? noClientAssets, {
      gaMeasurementId: config.gaMeasurementId,
      currentArticleSlug: async (slug) => {
        const post = await services.repositories.posts.findBySlugOrId(slug);
        return post?.isPublished ? post.slug : null;
      },
      pageMeta: createPageMetaService(services, config.publicUrl),
    }),
  );
  app.use(errorHandler(logger));

  // The process entry starts these; tests build the app without them and start what they test.
  const jobs = [sessionPurgeJob(services.repositories.sessions, clock)];
  return { app, services, jobs };
}
