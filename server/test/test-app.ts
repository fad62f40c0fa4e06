import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import { type App, createApp } from "../app";
import type { Services } from "../services";
import { loadConfig, type Config } from "../config";
import { type Clock, systemClock } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { openStore } from "../store/open-store";
import { postSearchOn } from "../modules/posts/post-search-on-engine";
import { seedSampleContent } from "../seed/seed";
import type { DocumentStore } from "../store/types";
import type { RequestListener } from "node:http";
import type { BackgroundJob } from "../jobs/background-jobs";
import type { AnyEndpoint } from "../api/endpoint";
import type { ClientAssets } from "../http/client-assets";

export interface TestApp {
  /** The listener the server serves with: cached answers before Express, as in production. */
  app: RequestListener;
  services: Services;
  /** The API table the app serves. */
  endpoints: AnyEndpoint[];
  /** The app's background jobs, not started: a test starts the ones it checks. */
  jobs: BackgroundJob[];
  store: DocumentStore;
  config: Config;
  dataDir: string;
  /** What the response cache holds and how often it answered. */
  responseCache: App["responseCache"];
  /** A supertest agent that keeps cookies, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * The real app on the real embedded engine in a fresh temporary DATA_DIR. `seed` loads the
 * sample content, as a first start would.
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    clientAssets?: ClientAssets;
    /** Reopen this folder (a restart); it is left in place on close. */
    dataDir?: string;
    /** The services' time; a test moves it to see what happens hours later. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "furrow-test-")));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Suites send many requests from one address; the rate-limit tests set their own limits.
    RATE_LIMIT_COMMENTS: "10000",
    RATE_LIMIT_NEWSLETTER: "10000",
    RATE_LIMIT_SIGNIN: "10000",
    RATE_LIMIT_ANALYTICS: "10000",
    // Likewise the site-wide budget of confirmation mails; its own tests set it.
    NEWSLETTER_CONFIRMATIONS_PER_HOUR: "10000",
    // Mail is paced for real providers; tests need not wait between messages.
    MAIL_RATE_PER_MINUTE: "60000",
    ...options.env,
  });
  const store = await openStore({ dataDir, setUp: postSearchOn });
  const {
    listener: app,
    services,
    endpoints,
    jobs,
    responseCache,
  } = await createApp({ config, store, logger: createLogger("silent"), clientAssets: options.clientAssets, clock: options.clock });
  if (options.seed) await seedSampleContent(services, systemClock);
  return {
    app,
    services,
    endpoints,
    jobs,
    responseCache,
    store,
    config,
    dataDir,
    agent: () => request.agent(app),
    async close() {
      await services.mailWorker.stop();
      await services.imports.stop();
      await store.close();
      // A file a late write adds mid-removal (a second app on the same folder in some tests) makes rmdir fail with ENOTEMPTY.
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Signs an agent in through the development demo login, a real server session. */
export async function signInAsAdmin(agent: ReturnType<typeof request.agent>): Promise<void> {
  await agent.post("/auth/demo").expect(200);
}

/** A new agent, like one browser, signed in as the admin. */
export async function adminAgent(t: Pick<TestApp, "agent">): Promise<ReturnType<typeof request.agent>> {
  const agent = t.agent();
  await signInAsAdmin(agent);
  return agent;
}

/** A clock a test sets and moves by hand. */
export function manualClock(start = new Date("2026-11-24T09:00:00Z")): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/**
 * One test app for a whole test file, with the admin signed in once: read `app` and `admin` inside
 * tests, after the file's beforeAll has run.
 */
export function testAppWithAdmin(options: Parameters<typeof startTestApp>[0] = {}) {
  let started: { app: TestApp; admin: ReturnType<typeof request.agent> } | undefined;
  beforeAll(async () => {
    const app = await startTestApp(options);
    started = { app, admin: await adminAgent(app) };
  });
  afterAll(() => started?.app.close());
  const get = () => {
    if (!started) throw new Error("The test app starts in beforeAll: read it inside a test.");
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get admin() {
      return get().admin;
    },
  };
}
