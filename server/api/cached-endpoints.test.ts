import express from "express";
import request from "supertest";
import * as z from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CONTENT } from "../http/cache/cache-rule";
import { responseCache } from "../http/cache/response-cache";
import { MemoryBudget } from "../lib/memory-budget";
import { systemClock } from "../lib/clock";
import { createFormDrafts } from "../lib/form-drafts";
import { createLogger } from "../lib/logger";
import { storedSecret } from "../lib/stored-secret";
import { rateLimiters } from "../middleware/rate-limit";
import { startTestApp, type TestApp } from "../test/test-app";
import { cachedEndpoints } from "./cached-endpoints";
import { endpoint } from "./endpoint";
import { registerEndpoints } from "./register-endpoints";

const AUTHOR = { author: { name: "Test author", avatar: "", bio: "" } };

describe("the response cache keeps what the endpoint table declares", () => {
  let t: TestApp;
  let app: express.Express;
  /** How often each endpoint's handler ran: a cached answer never reaches it. */
  const calls = { declared: 0, undeclared: 0, settingsOnly: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    const table = [
      endpoint({
        method: "get",
        path: "/api/fields/{id}/notes",
        tag: "Test",
        access: "public",
        summary: "Declared cached",
        params: z.object({ id: z.string() }).strict(),
        query: z.object({ page: z.string().optional() }).strict(),
        cache: { reads: PUBLIC_CONTENT },
        handle: ({ params, query }) => ({ id: params.id, page: query.page ?? null, call: ++calls.declared }),
      }),
      endpoint({
        method: "get",
        path: "/api/fields/almanac",
        tag: "Test",
        access: "public",
        summary: "Declared cached, reading settings alone",
        cache: { reads: ["settings"] },
        handle: () => ({ call: ++calls.settingsOnly }),
      }),
      endpoint({
        method: "get",
        path: "/api/fields/weather",
        tag: "Test",
        access: "public",
        summary: "Not declared",
        handle: () => ({ call: ++calls.undeclared }),
      }),
    ];
    const cache = responseCache({
      store: t.services.store,
      sessionCookie: "furrow.sid",
      logger: createLogger("silent"),
      routes: cachedEndpoints(table),
      budget: new MemoryBudget(1_000_000),
    });
    app = express();
    app.set("query parser", "simple");
    app.use(cache.serve, cache.remember);
    app.use(
      registerEndpoints(table, {
        access: t.config,
        limiters: rateLimiters(t.config.rateLimits, t.services.repositories.rateLimits, t.services.clientKey),
        drafts: createFormDrafts(storedSecret(t.services.repositories.settings, systemClock, "formDraftSecret")),
      }),
    );
  });
  afterAll(() => t.close());

  it("answers an endpoint declared cached from the cache on its second request, keyed by its path and its own query parameters", async () => {
    const first = await request(app).get("/api/fields/north/notes?page=2").expect(200);
    const again = await request(app).get("/api/fields/north/notes?page=2").expect(200);
    expect(again.body).toEqual(first.body);
    const otherField = await request(app).get("/api/fields/south/notes?page=2").expect(200);
    const otherPage = await request(app).get("/api/fields/north/notes").expect(200);
    expect([first.body.call, again.body.call, otherField.body.call, otherPage.body.call]).toEqual([1, 1, 2, 3]);
  });

  it("passes a parameter the endpoint's strict schema refuses on to it uncached, so the reader still gets the 400", async () => {
    await request(app).get("/api/fields/east/notes").expect(200);
    await request(app).get("/api/fields/east/notes?colour=red").expect(400);
  });

  it("drops the answers of an endpoint that reads posts when a post is written, and keeps those of one that reads only settings", async () => {
    const notes = (await request(app).get("/api/fields/west/notes").expect(200)).body.call;
    const almanac = (await request(app).get("/api/fields/almanac").expect(200)).body.call;
    expect((await request(app).get("/api/fields/west/notes").expect(200)).body.call).toBe(notes);
    await t.services.posts.create(
      { title: "Hedge planting", content: "Hedges shelter the field.", excerpt: "", tags: [], isPublished: true },
      AUTHOR,
    );
    expect((await request(app).get("/api/fields/west/notes").expect(200)).body.call).toBe(notes + 1);
    expect((await request(app).get("/api/fields/almanac").expect(200)).body.call).toBe(almanac);
  });

  it("makes every answer of an endpoint that declares no cache afresh", async () => {
    const first = await request(app).get("/api/fields/weather").expect(200);
    const second = await request(app).get("/api/fields/weather").expect(200);
    expect([first.body.call, second.body.call]).toEqual([1, 2]);
  });
});
