// Over 300 lines: one schema for every environment variable, read once at start, so a wrong value is
// refused by name before anything runs; split, the variables' defaults would no longer be read together.
import { join, resolve } from "node:path";
import * as z from "zod";

const DEV_SESSION_SECRET = "furrow-development-secret-change-me";

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalText.pipe(z.url().optional());
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : ["true", "1", "yes"].includes(value)));

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  MONGODB_URI: optionalText.pipe(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://")
      .optional(),
  ),
  MONGODB_DB: optionalText,
  // How long connecting a MongoDB from the admin waits for its server before giving up.
  MONGODB_CONNECT_TIMEOUT_MS: positiveInt.max(120_000).default(10_000),
  SESSION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  ADMIN_EMAILS: z.string().default(""),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_CALLBACK_URL: optionalUrl,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_CALLBACK_URL: optionalUrl,
  // Provider endpoints: the defaults are the real services; tests (and GitHub Enterprise) point them elsewhere.
  GOOGLE_AUTHORIZATION_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  GITHUB_AUTHORIZATION_URL: optionalUrl,
  GITHUB_TOKEN_URL: optionalUrl,
  GITHUB_USER_URL: optionalUrl,
  GITHUB_EMAILS_URL: optionalUrl,
  SEED_SAMPLE_CONTENT: booleanFlag,
  TRUST_PROXY: optionalText,
  RATE_LIMIT_WINDOW_MS: positiveInt.default(10 * 60 * 1000),
  RATE_LIMIT_COMMENTS: positiveInt.default(20),
  RATE_LIMIT_NEWSLETTER: positiveInt.default(10),
  RATE_LIMIT_SIGNIN: positiveInt.default(20),
  // A reader sends a beacon per page and a few while reading; 600 in ten minutes is far beyond reading.
  RATE_LIMIT_ANALYTICS: positiveInt.default(600),
  // Distinct keys a day keeps per kind (pages, searches, referrers...); beyond it, events count as "other".
  ANALYTICS_KEYS_PER_DAY: positiveInt.max(100_000).default(500),
  // Share cards drawn for text that is not one of the site's pages (those are drawn once and kept).
  RATE_LIMIT_OG_IMAGE: positiveInt.default(60),
  // A remote follow looks the reader's server up: each one is a request the blog makes, so a client gets a few.
  RATE_LIMIT_REMOTE_FOLLOW: positiveInt.default(30),
  GA_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
  ),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Unset: readable lines when a person watches the terminal, JSON for a file, a pipe or a log collector.
  LOG_FORMAT: optionalText.pipe(z.enum(["json", "pretty"]).optional()),
  LOG_DESTINATION: z.string().trim().min(1).default("stdout"),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must look like smtp://user:pass@host:587 or smtps://user:pass@host:465")
      .optional(),
  ),
  // One line: a header value can never carry a second header.
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(200)
      .regex(/^[^\r\n]*@[^\r\n]*$/, "must be an address, like Furrow <news@example.com>")
      .optional(),
  ),
  MAIL_RATE_PER_MINUTE: positiveInt.max(100_000).default(300),
  MAIL_LEASE_SECONDS: positiveInt.max(3600).default(120),
  COMMENT_NOTICE_SECONDS: positiveInt.max(86_400).default(600),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: positiveInt.max(100_000).default(100),
  // Sized for a small machine: the cached public answers and their compressed copies, at most.
  RESPONSE_CACHE_MB: positiveInt.max(4096).default(32),
  // Cached answers leave before Express runs; "false" sends every request through Express.
  RESPONSE_CACHE_FAST_PATH: booleanFlag,
  // The embedded store commits the writes asked for at once in one transaction; "false" commits each alone.
  STORE_GROUP_COMMIT: booleanFlag,
  // A group commit waits for the disk on libuv's threads, not the server's; "false" waits inside COMMIT.
  STORE_FLUSH_OFF_THREAD: booleanFlag,
  // Images an import brings home: each download gives up after this long, or past this size.
  IMPORT_IMAGE_TIMEOUT_MS: positiveInt.max(300_000).default(15_000),
  IMPORT_IMAGE_MAX_MB: positiveInt.max(100).default(10),
  // An imported file may name any address; private ones (a LAN, the machine itself) only when the author says so.
  IMPORT_FETCH_PRIVATE_HOSTS: booleanFlag,
  // A WordPress export with its media inlined runs to hundreds of MB; the upload is streamed to disk, never held.
  IMPORT_MAX_MB: positiveInt.max(16_384).default(512),
  // Off, an import parses and renders on the server's own thread, and its garbage lives in the server's heap.
  IMPORT_READ_THREAD: booleanFlag,
  // Snapshots go beside the data unless told otherwise: a mounted remote disk survives the machine.
  BACKUP_DIR: optionalText,
  // 0 turns the schedule off (snapshots before an engine switch, restore or import are still taken).
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 7)
    .default(24),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  // "off" and the blog is not on the fediverse at all: no WebFinger, actor, inbox or follow box.
  FEDIVERSE: z.enum(["on", "off"]).default("on"),
  // The handle's name part: @{username}@{host of PUBLIC_URL}. Letters, digits and "_" as Mastodon allows.
  FEDIVERSE_USERNAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,30}$/, "must be 1 to 30 letters, digits or _")
    .default("furrow"),
  // Deliveries and key fetches may reach plain-http and private addresses (tests, a LAN); never on the open internet.
  FEDIVERSE_FETCH_PRIVATE_HOSTS: booleanFlag,
  // Activities the inbox queues a day from one server, and from all together: a flood stops there.
  FEDIVERSE_INBOX_PER_SERVER_PER_DAY: positiveInt.max(1_000_000).default(2000),
  FEDIVERSE_INBOX_PER_DAY: positiveInt.max(10_000_000).default(50_000),
  // Replies one server may add to the comments waiting for the author a day.
  FEDIVERSE_REPLIES_PER_SERVER_PER_DAY: positiveInt.max(100_000).default(50),
  // The inbox handles what arrived once arrivals pause this long (a burst is answered first); 0 handles each at once.
  FEDIVERSE_INBOX_PAUSE_MS: z.coerce.number().int().min(0).max(1000).default(50),
  // Senders' public keys kept parsed in memory for checking their signatures; 0 parses each time.
  FEDIVERSE_PARSED_KEYS_KEPT: z.coerce.number().int().min(0).max(100_000).default(2000),
  // Mastodon's RSA signatures and SHA-256 digests checked with node:crypto; "false" leaves every check to the library (WebCrypto).
  FEDIVERSE_NODE_CRYPTO_CHECKS: booleanFlag,
});

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  mongodbUri?: string;
  mongodbDb?: string;
  /** Connecting a MongoDB from the admin gives up after this long without an answer. */
  mongodbConnectTimeoutMs: number;
  sessionSecret: string;
  adminEmails: string[];
  oauth: {
    google?: OAuthProviderConfig;
    github?: OAuthProviderConfig;
  };
  /** The demo login signs anyone in as admin; it is off in production. */
  demoLoginEnabled: boolean;
  seedSampleContent: boolean;
  trustProxy?: string;
  rateLimits: {
    windowMs: number;
    comments: number;
    newsletter: number;
    signIn: number;
    analytics: number;
    ogImage: number;
    remoteFollow: number;
  };
  analytics: {
    /** Distinct keys of one kind a day counts by name; what comes after counts under "other". */
    keysPerDay: number;
  };
  gaMeasurementId?: string;
  /** An OpenAI-compatible endpoint for tag suggestions; the offline suggester is used without it. */
  llm?: { baseUrl: string; apiKey: string; model: string };
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  logFormat: "json" | "pretty";
  /** "stdout", or the absolute path of a file the lines are appended to. */
  logDestination: string;
  mail: {
    /** Unset: every message is written to DATA_DIR/outbox instead of being sent. */
    smtpUrl?: string;
    from: string;
    /** Newsletter pacing: messages handed to the SMTP server per minute, at most. */
    ratePerMinute: number;
    /** How long a message being sent is one process's; one that died mid-send has it sent again after this. */
    leaseMs: number;
    /** New comments within one such window make one notice to the author. */
    commentNoticeMs: number;
  };
  /** The largest import file accepted, in bytes (IMPORT_MAX_MB). */
  importMaxBytes: number;
  /** Whether an import reads its file on a thread of its own (IMPORT_READ_THREAD, default on). */
  importReadThread: boolean;
  backups: {
    /** Where snapshots are written, absolute (BACKUP_DIR, else DATA_DIR/backups). */
    dir: string;
    /** Hours between scheduled snapshots; 0: no schedule. */
    everyHours: number;
    /** Days and ISO weeks whose newest snapshot is kept. */
    keepDaily: number;
    keepWeekly: number;
  };
  newsletter: {
    /** Confirmation mails the whole site sends per clock hour; sign-ups beyond wait for a later hour. */
    confirmationsPerHour: number;
  };
  /** The most bytes the server keeps of finished public answers (compressed copies included). */
  responseCacheBytes: number;
  /** Cached answers and hashed assets are sent from the server's own listener, before Express. */
  responseCacheFastPath: boolean;
  /** The embedded store commits the writes asked for in one turn together (server/store/sqlite/group-commit.ts). */
  storeGroupCommit: boolean;
  /** A group commit's disk flush runs off the server's thread (server/store/sqlite/wal-flush.ts). */
  storeFlushOffThread: boolean;
  importImages: {
    /** One image's whole download, connection to last byte. */
    timeoutMs: number;
    maxBytes: number;
    /** Off by default: an imported file could otherwise make the server fetch from its own network. */
    allowPrivateHosts: boolean;
  };
  /** The blog as an ActivityPub actor; undefined when FEDIVERSE=off. */
  fediverse?: {
    username: string;
    /** Lets outgoing fetches and deliveries reach plain http and private, loopback and link-local addresses. */
    allowPrivateHosts: boolean;
    inboxPerServerPerDay: number;
    inboxPerDay: number;
    repliesPerServerPerDay: number;
    /** The inbox's handling starts once arrivals pause this long (server/modules/fediverse/inbox/handle-after-pause.ts); 0, at each. */
    inboxPauseMs: number;
    /** Senders' public keys kept parsed (server/modules/fediverse/signatures/parsed-public-keys.ts); 0, none. */
    parsedKeysKept: number;
    /** Mastodon's usual signatures and digests checked with node:crypto (server/modules/fediverse/signatures/node-crypto-checks.ts). */
    nodeCryptoChecks: boolean;
  };
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /** Overrides of the provider's endpoints; unset means the real service. */
  endpoints: { authorization?: string; token?: string; profile?: string; emails?: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function oauthProvider(
  id: string | undefined,
  secret: string | undefined,
  callbackUrl: string,
  endpoints: OAuthProviderConfig["endpoints"],
): OAuthProviderConfig | undefined {
  if (!id || !secret) return undefined;
  return { clientId: id, clientSecret: secret, callbackUrl, endpoints };
}

/** Reads the environment once at start; any wrong value stops the server naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? "development";
  const isProduction = nodeEnv === "production";
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError(["SESSION_SECRET: required when NODE_ENV=production (a long random string)"]);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: nodeEnv,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    // Absolute from here on, so the store and the uploads folder agree whatever the working directory.
    dataDir: resolve(env.DATA_DIR),
    mongodbUri: env.MONGODB_URI,
    mongodbDb: env.MONGODB_DB,
    mongodbConnectTimeoutMs: env.MONGODB_CONNECT_TIMEOUT_MS,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    adminEmails: env.ADMIN_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    oauth: {
      google: oauthProvider(
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_CLIENT_SECRET,
        env.GOOGLE_CALLBACK_URL ?? `${publicUrl}/auth/google/callback`,
        {
          authorization: env.GOOGLE_AUTHORIZATION_URL,
          token: env.GOOGLE_TOKEN_URL,
          profile: env.GOOGLE_USERINFO_URL,
        },
      ),
      github: oauthProvider(
        env.GITHUB_CLIENT_ID,
        env.GITHUB_CLIENT_SECRET,
        env.GITHUB_CALLBACK_URL ?? `${publicUrl}/auth/github/callback`,
        {
          authorization: env.GITHUB_AUTHORIZATION_URL,
          token: env.GITHUB_TOKEN_URL,
          profile: env.GITHUB_USER_URL,
          emails: env.GITHUB_EMAILS_URL,
        },
      ),
    },
    demoLoginEnabled: !isProduction,
    seedSampleContent: env.SEED_SAMPLE_CONTENT ?? true,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      comments: env.RATE_LIMIT_COMMENTS,
      newsletter: env.RATE_LIMIT_NEWSLETTER,
      signIn: env.RATE_LIMIT_SIGNIN,
      analytics: env.RATE_LIMIT_ANALYTICS,
      ogImage: env.RATE_LIMIT_OG_IMAGE,
      remoteFollow: env.RATE_LIMIT_REMOTE_FOLLOW,
    },
    analytics: { keysPerDay: env.ANALYTICS_KEYS_PER_DAY },
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : undefined,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    logDestination: env.LOG_DESTINATION === "stdout" ? "stdout" : resolve(env.LOG_DESTINATION),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Furrow <newsletter@${new URL(publicUrl).hostname}>`,
      ratePerMinute: env.MAIL_RATE_PER_MINUTE,
      leaseMs: env.MAIL_LEASE_SECONDS * 1000,
      commentNoticeMs: env.COMMENT_NOTICE_SECONDS * 1000,
    },
    newsletter: { confirmationsPerHour: env.NEWSLETTER_CONFIRMATIONS_PER_HOUR },
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    responseCacheFastPath: env.RESPONSE_CACHE_FAST_PATH ?? true,
    storeGroupCommit: env.STORE_GROUP_COMMIT ?? true,
    storeFlushOffThread: env.STORE_FLUSH_OFF_THREAD ?? true,
    importImages: {
      timeoutMs: env.IMPORT_IMAGE_TIMEOUT_MS,
      maxBytes: env.IMPORT_IMAGE_MAX_MB * 1024 * 1024,
      allowPrivateHosts: env.IMPORT_FETCH_PRIVATE_HOSTS ?? false,
    },
    importMaxBytes: env.IMPORT_MAX_MB * 1024 * 1024,
    importReadThread: env.IMPORT_READ_THREAD ?? true,
    backups: {
      dir: resolve(env.BACKUP_DIR ?? join(env.DATA_DIR, "backups")),
      everyHours: env.BACKUP_EVERY_HOURS,
      keepDaily: env.BACKUP_KEEP_DAILY,
      keepWeekly: env.BACKUP_KEEP_WEEKLY,
    },
    fediverse:
      env.FEDIVERSE === "off"
        ? undefined
        : {
            username: env.FEDIVERSE_USERNAME,
            allowPrivateHosts: env.FEDIVERSE_FETCH_PRIVATE_HOSTS ?? false,
            inboxPerServerPerDay: env.FEDIVERSE_INBOX_PER_SERVER_PER_DAY,
            inboxPerDay: env.FEDIVERSE_INBOX_PER_DAY,
            repliesPerServerPerDay: env.FEDIVERSE_REPLIES_PER_SERVER_PER_DAY,
            inboxPauseMs: env.FEDIVERSE_INBOX_PAUSE_MS,
            parsedKeysKept: env.FEDIVERSE_PARSED_KEYS_KEPT,
            nodeCryptoChecks: env.FEDIVERSE_NODE_CRYPTO_CHECKS ?? true,
          },
  };
}
