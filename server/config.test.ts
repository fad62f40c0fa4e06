import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("starts with sensible defaults and nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: resolve("./data"), publicUrl: "http://localhost:3000", demoLoginEnabled: true });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.oauth.google).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ MONGODB_URI: "postgres://x" }, "MONGODB_URI"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ RATE_LIMIT_COMMENTS: "0" }, "RATE_LIMIT_COMMENTS"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ GA_MEASUREMENT_ID: "UA-123" }, "GA_MEASUREMENT_ID"],
    [{ LOG_FORMAT: "xml" }, "LOG_FORMAT"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ BACKUP_EVERY_HOURS: "-1" }, "BACKUP_EVERY_HOURS"],
    [{ BACKUP_KEEP_DAILY: "seven" }, "BACKUP_KEEP_DAILY"],
  ])("stops on a wrong value, naming the variable (%j)", (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`${name}:`));
  });

  it("keeps snapshots in DATA_DIR/backups daily, 7 daily and 4 weekly, unless told another folder and schedule", () => {
    expect(loadConfig({ DATA_DIR: "/srv/furrow" }).backups).toEqual({
      dir: resolve("/srv/furrow/backups"),
      everyHours: 24,
      keepDaily: 7,
      keepWeekly: 4,
    });
    expect(
      loadConfig({ BACKUP_DIR: "/mnt/remote", BACKUP_EVERY_HOURS: "0", BACKUP_KEEP_DAILY: "3", BACKUP_KEEP_WEEKLY: "2" }).backups,
    ).toEqual({ dir: "/mnt/remote", everyHours: 0, keepDaily: 3, keepWeekly: 2 });
  });

  it("refuses to start in production without SESSION_SECRET, and turns the demo login off there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "a-long-random-production-secret" });
    expect(config.demoLoginEnabled).toBe(false);
  });

  it("registers an OAuth provider only when both its id and secret are set", () => {
    const config = loadConfig({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret", PUBLIC_URL: "https://furrow.example" });
    expect(config.oauth.github).toMatchObject({
      clientId: "id",
      clientSecret: "secret",
      callbackUrl: "https://furrow.example/auth/github/callback",
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id" }).oauth.google).toBeUndefined();
  });

  it("reads ADMIN_EMAILS as a case-insensitive list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Mara@Example.com, ops@example.org ," }).adminEmails).toEqual([
      "mara@example.com",
      "ops@example.org",
    ]);
  });

  it("sizes the response cache in MB, 32 unless set, and refuses a size that is not a whole number of MB", () => {
    expect(loadConfig({}).responseCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ RESPONSE_CACHE_MB: "8" }).responseCacheBytes).toBe(8 * 1024 * 1024);
    for (const wrong of ["0", "1.5", "lots"]) expect(() => loadConfig({ RESPONSE_CACHE_MB: wrong })).toThrow(/RESPONSE_CACHE_MB:/);
  });

  it("limits an import's image downloads to 15 s and 10 MB each, from public addresses only, unless set", () => {
    expect(loadConfig({}).importImages).toEqual({ timeoutMs: 15_000, maxBytes: 10 * 1024 * 1024, allowPrivateHosts: false });
    expect(
      loadConfig({ IMPORT_IMAGE_TIMEOUT_MS: "2000", IMPORT_IMAGE_MAX_MB: "4", IMPORT_FETCH_PRIVATE_HOSTS: "true" }).importImages,
    ).toEqual({ timeoutMs: 2000, maxBytes: 4 * 1024 * 1024, allowPrivateHosts: true });
    expect(() => loadConfig({ IMPORT_IMAGE_MAX_MB: "0" })).toThrow(/IMPORT_IMAGE_MAX_MB:/);
    expect(() => loadConfig({ IMPORT_FETCH_PRIVATE_HOSTS: "maybe" })).toThrow(/IMPORT_FETCH_PRIVATE_HOSTS:/);
  });

  it("logs readable lines to a terminal and JSON to a file or pipe unless LOG_FORMAT says, on stdout unless LOG_DESTINATION names a file", () => {
    const wasTty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(loadConfig({})).toMatchObject({ logFormat: "pretty", logDestination: "stdout" });
      process.stdout.isTTY = false;
      expect(loadConfig({}).logFormat).toBe("json");
      expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    } finally {
      process.stdout.isTTY = wasTty;
    }
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ LOG_DESTINATION: "logs/furrow.log" }).logDestination).toBe(resolve("logs/furrow.log"));
  });

  it("budgets 100 confirmation mails an hour for the whole site unless set, and refuses a budget that is not a whole number", () => {
    expect(loadConfig({}).newsletter.confirmationsPerHour).toBe(100);
    expect(loadConfig({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: "20" }).newsletter.confirmationsPerHour).toBe(20);
    for (const wrong of ["0", "-5", "2.5", "many"])
      expect(() => loadConfig({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: wrong })).toThrow(/NEWSLETTER_CONFIRMATIONS_PER_HOUR:/);
  });
});
