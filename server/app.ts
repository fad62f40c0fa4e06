import type { RequestListener } from "node:http";
import express, { type Express } from "express";
import compression from "compression";
import type { Config } from "./config";
import { type Clock, systemClock } from "./lib/clock";
import { configuredLogger, type Logger } from "./lib/logger";
import { apiNotFound, errorHandler } from "./middleware/errors";
import { sameOrigin } from "./middleware/same-origin";
import { requestLog } from "./middleware/request-log";
import { rateLimiters } from "./middleware/rate-limit";
import { healthRoutes } from "./http/health";
import { type ClientAssets, noClientAssets } from "./http/client-assets";
import { createFormDrafts } from "./lib/form-drafts";
import { storedSecret } from "./lib/stored-secret";
import { CACHED_PAGES, pageRoutes } from "./modules/ssr/page-routes";
import { securityHeaders } from "./http/security";
import { SESSION_COOKIE, sessions } from "./modules/auth/sessions";
import { responseCache, type ResponseCacheStats } from "./http/cache/response-cache";
import type { MemoryBudget } from "./lib/memory-budget";
import type { DocumentStore } from "./store/types";
import { createServices, type Services } from "./services";
import { apiEndpoints } from "./api/endpoints";
import type { AnyEndpoint } from "./api/endpoint";
import { registerEndpoints } from "./api/register-endpoints";
import { ARTICLE_MARKDOWN, CRAWLER_FILES, crawlerRoutes, SERIES_FEED } from "./modules/seo/crawler.routes";
import { cachedEndpoints } from "./api/cached-endpoints";
import { cachedRoutesOf } from "./http/cache/cached-routes";
import { docsRoutes } from "./modules/docs/docs.routes";
import { oauthRoutes } from "./modules/auth/oauth.routes";
import { uploadedFiles } from "./modules/uploads/uploaded-files";
import type { BackgroundJob } from "./jobs/background-jobs";
import { analyticsPurgeJob, rateLimitPurgeJob, sessionPurgeJob } from "./jobs/purge-jobs";
import { countServedRequests, servedRequestCounter } from "./modules/analytics/served-requests";
import { fastPathListener, homeWithQuery } from "./http/cache/fast-path";
import { oldLinks } from "./modules/import/old-links";
import { fediverseRoutes, inboxRoutes, wantsActivityJson } from "./modules/fediverse";
import { SOFTWARE_VERSION } from "./lib/software-version";
import { clickLinkRoutes } from "./modules/newsletter/click-links.routes";

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

export interface App {
  app: Express;
  /**
   * What the server listens with (and tests send requests to): cached answers and hashed assets
   * before Express, everything else through `app`.
   */
  listener: RequestListener;
  services: Services;
  /** The API table the app serves and describes. */
  endpoints: AnyEndpoint[];
  /** The process entry starts these; tests build the app without them and start what they test. */
  jobs: BackgroundJob[];
  /** What the response cache holds and how often it answered: for tests and benches, never on a route. */
  responseCache: { stats(): ResponseCacheStats };
  /** The one budget of bytes for what the server keeps in memory (RESPONSE_CACHE_MB). */
  memoryBudget: MemoryBudget;
}

/** Builds the whole HTTP app without listening, so tests drive it directly. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config, store } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? configuredLogger(config);
  const services = createServices(store, { config, clock, logger });
  const clientAssets = options.clientAssets ?? noClientAssets;
  const limiters = rateLimiters(config.rateLimits, services.repositories.rateLimits, services.clientKey);
  const endpoints = apiEndpoints(services, config, SESSION_COOKIE);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? (/^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy) : false);
  app.set("query parser", "simple");

  const { memoryBudget } = services;
  const cache = responseCache({
    store: services.store,
    sessionCookie: SESSION_COOKIE,
    logger,
    // As each endpoint, crawler file and page declares it; the pages not under Vite in development, where the shell follows the sources.
    routes: [
      ...cachedEndpoints(endpoints),
      ...cachedRoutesOf([...CRAWLER_FILES, ARTICLE_MARKDOWN, SERIES_FEED], { rewrite: true }),
      ...(options.dev ? [] : cachedRoutesOf(CACHED_PAGES, { rewrite: true })),
    ],
    budget: memoryBudget,
    now: () => clock.now().getTime(),
    // An article's address also answers fediverse servers, with JSON: never the cached page, never kept.
    otherRepresentation: services.fediverse ? wantsActivityJson : undefined,
  });
  // First of all: other servers POST here, signed, with bodies of their own types. No crawler to
  // count, old permalink, cached answer, session, JSON parser, same-origin check, security headers
  // or compression applies to an inbox POST, and each layer is thread time a burst of POSTs waits
  // on (docs/performance.md). Each still gets its request log line.
  if (services.fediverse)
    app.use(
      inboxRoutes({
        identity: services.fediverse.identity,
        remoteActors: services.fediverse.remoteActors,
        signatureChecks: services.fediverse.signatureChecks,
        queue: services.repositories.fediverseInbox,
        caps: services.fediverse.caps,
        clock,
        logger,
        queued: services.fediverse.inboxArrived,
      }),
    );
  // Crawlers and answer-engine visitors are counted before the cache can answer them.
  const countServed = servedRequestCounter(services.collector, logger);
  app.use(countServedRequests(countServed));
  // Imported posts' old addresses: "/?p=123" would otherwise be answered from the cache as the home page.
  const importedLinks = oldLinks({ imports: services.repositories.imports, posts: services.repositories.posts });
  app.use(importedLinks.plainPermalinks);
  // A cached public answer leaves here, with the headers the full stack gave it, when the fast
  // path before Express did not already send it (a burst of misses waiting for one answer).
  app.use(cache.serve);
  clientAssets.installHashedAssets(app);
  app.use(requestLog(logger));
  app.use(securityHeaders({ isProduction: config.isProduction, dev: options.dev ?? false, analytics: Boolean(config.gaMeasurementId) }));
  app.use(compression());
  app.use(healthRoutes(() => services.store.ping()));
  clientAssets.install(app);
  app.use("/uploads", uploadedFiles(services.store));
  // A newsletter link needs no session, body or same-origin check: ahead of them, as uploads are.
  app.use(clickLinkRoutes({ links: services.repositories.newsletterLinks, logger }));
  const { fediverse } = services;
  app.use(sessions({ secret: config.sessionSecret, secure: config.isProduction, repository: services.repositories.sessions }));
  // A streamed body (an import's file, hundreds of MB) is the handler's to read, whatever its type says.
  const streamed = new Set(endpoints.filter((route) => route.streamedBody).map((route) => `${route.method.toUpperCase()} ${route.path}`));
  const json = express.json({ limit: BODY_LIMIT });
  app.use((req, res, next) => (streamed.has(`${req.method} ${req.path}`) ? next() : json(req, res, next)));
  app.use(sameOrigin(config.publicUrl));
  app.use("/api", (_req, res, next) => {
    // Public GETs revalidate with their ETag; nothing from the API is cached blindly.
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  app.use(cache.remember);

  app.use(crawlerRoutes(services.crawlerFeeds));
  if (fediverse)
    app.use(
      fediverseRoutes({
        documents: fediverse.documents,
        posts: services.repositories.posts,
        softwareVersion: SOFTWARE_VERSION,
        remoteFollowLink: fediverse.remoteFollowLink,
        remoteFollowLimit: limiters.remoteFollow,
      }),
    );
  app.use("/api", docsRoutes());
  const drafts = createFormDrafts(storedSecret(services.repositories.settings, clock, "formDraftSecret"));
  app.use(registerEndpoints(endpoints, { access: config, limiters, drafts }));
  app.use("/auth", oauthRoutes(config, services.auth, logger, limiters));
  app.use("/api", apiNotFound());
  app.use(importedLinks.unknownPaths);
  app.use(
    pageRoutes(clientAssets, {
      gaMeasurementId: config.gaMeasurementId,
      access: config,
      posts: services.posts,
      pageMeta: services.pageMeta,
      pageData: services.pageData,
      logger,
      drafts,
    }),
  );
  app.use(errorHandler(logger));

  const jobs = [
    sessionPurgeJob(services.repositories.sessions, clock),
    rateLimitPurgeJob(services.repositories.rateLimits, clock),
    services.mailWorker.job(),
    services.newsletterSends.job(),
    services.newsletter.waitingConfirmationsJob(),
    analyticsPurgeJob(services.repositories.analytics, clock, undefined, () => services.analyticsReports.warm()),
    services.postScheduler.job(),
    services.imports.job(),
    services.snapshots.job(),
    ...(fediverse ? [fediverse.inbox.job(), fediverse.deliveries.job(), fediverse.purgeJob()] : []),
  ];
  // The fast path's step-asides are what runs above cache.serve: countServed, plainPermalinks.
  const listener = config.responseCacheFastPath
    ? fastPathListener({
        answerFirst: cache.answerFirst,
        answerHashedAsset: clientAssets.answerHashedAsset,
        stepAside: homeWithQuery,
        beforeAnswer: countServed,
        express: app,
      })
    : app;
  return { app, listener, services, endpoints, jobs, responseCache: { stats: cache.stats }, memoryBudget };
}
