import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { ViteDevServer } from "vite";
import { ConfigError, loadConfig } from "./config";
import { createApp } from "./app";
import { systemClock } from "./lib/clock";
import { configuredLogger, type RootLogger } from "./lib/logger";
import { builtClientAssets, type ClientAssets, noClientAssets, viteClientAssets } from "./http/client-assets";
import { buildClient, clientBuildIsStale } from "./http/client-build";
import { openStore } from "./store/open-store";
import { postSearchOn } from "./modules/posts/post-search-on-engine";
import { seedSampleContent } from "./seed/seed";
import { projectRoot } from "./lib/project-root";
import { type RunningJobs, startBackgroundJobs } from "./jobs/background-jobs";
import { closableListener } from "./http/graceful-close";

const ROOT = projectRoot();
const DIST = join(ROOT, "dist", "client");
// A container stop allows 10 s before it kills: requests in flight get most of that, the store the rest.
const DRAIN_TIMEOUT_MS = 8_000;

// Closed on shutdown in development: its file watchers would otherwise outlive the server.
let vite: ViteDevServer | undefined;
// Here rather than in main() so a failed start can still write its line.
let logger: RootLogger | undefined;
// Lines wait in memory to be written in batches: the process ends only once they are out. A log
// pipe that never drains must not hold the stop past this.
const FLUSH_TIMEOUT_MS = 1_000;
// How long after listening the background jobs first run (see main).
const BACKGROUND_JOBS_AFTER_MS = 1_000;

async function exitAfterLogs(code: number): Promise<never> {
  if (logger) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([logger.flush(), new Promise((resolve) => (timer = setTimeout(resolve, FLUSH_TIMEOUT_MS)))]);
    clearTimeout(timer);
  }
  process.exit(code);
}

async function clientAssets(dev: boolean, apiOnly: boolean): Promise<ClientAssets> {
  if (apiOnly) return noClientAssets;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({
      configFile: join(ROOT, "vite.config.ts"),
      server: { middlewareMode: true },
      appType: "custom",
    });
    return viteClientAssets(vite);
  }
  if (clientBuildIsStale(ROOT, DIST)) {
    console.log("Building the client (its build is missing or older than its sources)...");
    await buildClient(ROOT);
  }
  return builtClientAssets(DIST);
}

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  // Serves only /api and /auth: for benchmarks and process-level tests that need no client build.
  const apiOnly = process.argv.includes("--api-only");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = configuredLogger(config);
  logger = log;
  const store = await openStore({
    dataDir: config.dataDir,
    mongodbUri: config.mongodbUri,
    mongodbDb: config.mongodbDb,
    groupCommit: config.storeGroupCommit,
    flushOffThread: config.storeFlushOffThread,
    // Before the NeDB import writes posts, so they reach the search's word list.
    setUp: postSearchOn,
    onNedbImport: ({ documents, keptIn }) =>
      log.info(`Moved the data folder to SQLite: ${documents} documents imported and verified; the old NeDB files are kept in ${keptIn}`),
    onMigrated: (migrations) => log.info(`Upgraded the data written by an earlier release: ${migrations.join("; ")}`),
  });
  const { listener, services, jobs } = await createApp({ config, store, logger: log, clientAssets: await clientAssets(dev, apiOnly), dev });
  if (config.seedSampleContent && (await seedSampleContent(services, systemClock))) {
    log.info("Sample content added to the empty store");
  }

  let running: RunningJobs | undefined;
  let jobsTimer: NodeJS.Timeout | undefined;
  // The app's own listener, not Express's: cached answers leave before Express (see http/fast-path.ts).
  const closable = closableListener(listener);
  const server: Server = createServer(closable.listener).listen(config.port, config.host, () => {
    // A moment after listening: their first runs write to the store (claims, the mail queue) and
    // one spawns a process (a due snapshot), which the first answers need not queue behind; a
    // start that cannot listen runs none.
    jobsTimer = setTimeout(() => (running = startBackgroundJobs(jobs, log)), BACKGROUND_JOBS_AFTER_MS);
    log.info(`Furrow is serving on ${config.publicUrl}`, {
      engine: store.kind,
      port: config.port,
      mode: dev ? "development (Vite)" : "built client",
    });
    if (config.demoLoginEnabled) {
      log.warn("The demo login is on: anyone who reaches this server can sign in as admin. Set NODE_ENV=production to turn it off.");
    }
  });

  // A port already taken, say: said as a failed start, not thrown from an event.
  server.once("error", (error) => void failedToStart(error));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => {
      log.error(`Requests still in flight after ${DRAIN_TIMEOUT_MS / 1000} s; stopping without them`);
      void exitAfterLogs(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    clearTimeout(jobsTimer);
    try {
      // The mail worker stops between messages rather than sending the whole queue first.
      await Promise.all([
        closable.close(server),
        services.mailWorker.stop(),
        services.imports.stop(),
        services.fediverse?.inbox.stop(),
        services.fediverse?.deliveries.stop(),
        running?.stop(),
      ]);
      // The engine in charge now, which may not be the one opened at start.
      await services.store.close();
      await vite?.close();
      log.info("Furrow stopped", { signal, ms: Date.now() - started });
      await exitAfterLogs(0);
    } catch (error) {
      log.error("Furrow could not stop cleanly", { error: error instanceof Error ? error.message : String(error) });
      await exitAfterLogs(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

async function failedToStart(error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  // The log may be a file nobody is reading at that moment; whoever started the server sees it too.
  console.error("Furrow could not start:", message);
  logger?.error("Furrow could not start", { error: message });
  await exitAfterLogs(1);
}

main().catch(failedToStart);
