import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { configuredLogger } from "../lib/logger";
import { startTestApp, type TestApp } from "../test/test-app";

describe("the log, as LOG_FORMAT, LOG_LEVEL and LOG_DESTINATION set it", () => {
  let t: TestApp;
  let logDir: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    logDir = await mkdtemp(join(tmpdir(), "furrow-log-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(logDir, { recursive: true, force: true });
  });

  /** The app as the server builds it from these settings, logging to a file of its own. */
  async function appLoggingTo(environment: Record<string, string>) {
    const file = join(logDir, `${randomUUID()}.log`);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_DESTINATION: file, ...environment });
    const logger = configuredLogger(config);
    const { app } = await createApp({ config, store: t.store, logger });
    const written = async () => {
      await logger.flush();
      return readFile(file, "utf8").catch(() => "");
    };
    return { app, logger, written };
  }

  it("writes each request to the file as one JSON line with its id, method, path, status, time taken and size", async () => {
    const { app, written } = await appLoggingTo({ LOG_FORMAT: "json" });
    // Uncompressed, so the answer states its length for the line to be checked against.
    const found = await request(app).get("/api/blog-posts?limit=2").set("Accept-Encoding", "identity").expect(200);
    const missing = await request(app).get("/api/blog-posts/no-such-post").expect(404);
    const lines = (await written())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.message === "request");
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: "info",
        message: "request",
        requestId: found.headers["x-request-id"],
        method: "GET",
        path: "/api/blog-posts",
        status: 200,
        ms: expect.any(Number),
        bytes: Number(found.headers["content-length"]),
      },
      expect.objectContaining({
        requestId: missing.headers["x-request-id"],
        path: "/api/blog-posts/no-such-post",
        status: 404,
        bytes: Number(missing.headers["content-length"]),
      }),
    ]);
    expect(lines[0].bytes).toBeGreaterThan(0);
  });

  it("writes a request as one readable line (status, method, path, time taken, short id) when LOG_FORMAT=pretty", async () => {
    const { app, written } = await appLoggingTo({ LOG_FORMAT: "pretty" });
    const found = await request(app).get("/api/blog-posts?limit=2").expect(200);
    const shortId = String(found.headers["x-request-id"]).slice(0, 8);
    await expect
      .poll(written)
      .toMatch(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: 200 GET    /api/blog-posts  [\\d.]+ ms  ${shortId}$`, "m"));
    expect(await written()).not.toContain("{");
  });

  it("leaves out info lines, requests included, and keeps warnings when LOG_LEVEL=warn", async () => {
    const { app, logger, written } = await appLoggingTo({ LOG_FORMAT: "json", LOG_LEVEL: "warn" });
    await request(app).get("/api/blog-posts?limit=2").expect(200);
    logger.info("An info line");
    logger.warn("A warning", { reason: "the test asked" });
    const lines = (await written())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ level: "warn", message: "A warning", reason: "the test asked" })]);
  });
});
