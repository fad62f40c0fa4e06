import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import * as z from "zod";
import { API_RESPONSES, type ApiRoute } from "../../shared/api-responses";
import { adminAgent, startTestApp, type TestApp } from "../test/test-app";
import type { AnyEndpoint } from "./endpoint";

const key = (route: AnyEndpoint) => `${route.method} ${route.path}`;
/** The route as shared/api-responses.ts names it. */
const routeName = (route: AnyEndpoint) => `${route.method.toUpperCase()} ${route.path}`;
/** A JSON answer: not a file, a redirect or an empty 204. */
const answersJson = (route: AnyEndpoint) => !route.responseMediaType && route.status !== 204 && route.status !== 303;
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, "no-such-thing");

describe("the API description", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("describes every endpoint of the table, each once, and the server answers every one", async () => {
    const document = (await request(t.app).get("/api/openapi.json").expect(200)).body;
    expect(t.endpoints.length).toBeGreaterThan(30);
    expect(new Set(t.endpoints.map(key)).size).toBe(t.endpoints.length);
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(t.endpoints.map(key).sort());
    for (const route of t.endpoints) {
      // Whatever the answer (401, 400, 404 for a missing record...), it comes from the route, not from "no such route".
      const res = await request(t.app)[route.method](concrete(route.path));
      expect(res.body.error ?? "", key(route)).not.toMatch(/^No API route/);
    }
  });

  it("is served as OpenAPI 3.1 with an operation, responses and examples, and marks admin routes", async () => {
    const document = (await request(t.app).get("/api/openapi.json").expect(200)).body;
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: "furrow.sid" });
    const operationIds = new Set<string>();
    for (const route of t.endpoints) {
      const operation = document.paths[route.path][route.method];
      expect(operation.responses, `${route.method} ${route.path}`).toHaveProperty(String(route.status ?? 200));
      expect(operationIds.has(operation.operationId)).toBe(false);
      operationIds.add(operation.operationId);
      if (route.access === "admin") {
        expect(operation.security).toEqual([{ sessionCookie: [] }]);
        expect(operation.responses).toHaveProperty("401");
        expect(operation.responses).toHaveProperty("403");
        expect(operation.description).toMatch(/POST \/auth\/demo/);
      }
      const bodyType = route.form ? "application/x-www-form-urlencoded" : "application/json";
      if (route.body) expect(operation.requestBody.content[bodyType].example, `${route.method} ${route.path}`).toBeDefined();
    }
    expect(document.paths["/auth/demo"].post).toBeDefined();
    // Bodies are described with their limits, so a client knows them before it sends.
    const comment = document.paths["/api/blog-posts/{id}/comments"].post.requestBody.content["application/json"].schema;
    expect(comment.properties.content.maxLength).toBe(5000);
    expect(comment.additionalProperties).toBe(false);
  });

  it("answers the public routes with bodies that match their described schemas", async () => {
    const [card] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body;
    const series = await t.services.series.create({ title: "Described series", description: "" });
    const admin = await adminAgent(t);
    const page = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ kind: "page", title: "Described page", content: "About.", isPublished: true })
        .expect(201)
    ).body;
    const values: Record<string, string> = { slugOrId: card.slug, id: card.id, slug: series.slug, pageSlug: page.slug };
    const checked: string[] = [];
    for (const route of t.endpoints.filter(
      (candidate) => candidate.access === "public" && candidate.method === "get" && candidate.response,
    )) {
      // It looks up another server; fediverse/move-and-remote-follow.test.ts checks it against a stand-in one.
      if (route.path === "/api/fediverse/follow-link") continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_match: string, name: string) => values[name]);
      const queries: Record<string, string> = {
        "/api/blog-posts/search": "?q=nitrogen",
        "/api/blog-posts": "?limit=5&tag=Data",
        "/api/comments/form-token": `?postId=${card.id}`,
      };
      const query = queries[route.path] ?? "";
      const res = await request(t.app)
        .get(path + query)
        .expect(200);
      const result = route.response!.safeParse(res.body);
      expect(result.success, `${route.path}: ${result.success ? "" : JSON.stringify(result.error.issues.slice(0, 3))}`).toBe(true);
      expect(result.data, `${route.path} sends fields its schema does not describe`).toEqual(res.body);
      checked.push(route.path);
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
    // The admin routes' test below works on the newest post, which must be an article.
    await admin.delete(`/api/admin/blog-posts/${page.id}`).expect(204);
  });

  it("declares every JSON answer with the schema shared/ gives its route, so client stubs are typed by what the server sends", async () => {
    const declared = t.endpoints.filter(answersJson);
    expect(declared.filter((route) => !route.response).map(key), "JSON routes without a response schema").toEqual([]);
    for (const route of declared) {
      const shared = API_RESPONSES[routeName(route) as ApiRoute];
      expect(shared, `${routeName(route)} is missing from shared/api-responses.ts`).toBeDefined();
      expect(z.toJSONSchema(route.response!, { unrepresentable: "any" }), routeName(route)).toEqual(
        z.toJSONSchema(shared, { unrepresentable: "any" }),
      );
    }
    expect(Object.keys(API_RESPONSES).sort()).toEqual(declared.map(routeName).sort());
  });

  it("answers the admin routes with bodies that match their described schemas", async () => {
    const admin = await adminAgent(t);
    const checked = new Set<string>();
    const byName = new Map(t.endpoints.map((route) => [routeName(route), route]));
    /** Sends the request and checks its answer against the route's declared status and schema. */
    const described = async (name: ApiRoute, pending: request.Test) => {
      const route = byName.get(name)!;
      const res = await pending;
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(route.status ?? 200);
      const result = route.response!.safeParse(res.body);
      expect(result.success, `${name}: ${result.success ? "" : JSON.stringify(result.error.issues.slice(0, 3))}`).toBe(true);
      // Parsing drops fields the schema does not name, so an answer with more than it describes differs here.
      expect(result.data, `${name} sends fields its schema does not describe`).toEqual(res.body);
      checked.add(name);
      return res.body;
    };
    const example = (name: ApiRoute) => byName.get(name)!.example as Record<string, unknown>;

    // A confirmed reader, so the post published below has a newsletter with a delivery to stop; their confirmation mail is in the outbox.
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "reader@example.com" }).expect(200);
    await t.services.mailWorker.kick();
    const { subscribers } = t.services.repositories;
    await subscribers.confirm((await subscribers.findByEmail("reader@example.com"))!._id, new Date());
    // From here on nothing is sent, so the newsletter's delivery waits to be cancelled.
    await t.services.mailWorker.stop();

    // Posts: reading, writing, history and images.
    const [card] = await described("GET /api/admin/blog-posts", admin.get("/api/admin/blog-posts"));
    await described("GET /api/admin/blog-posts/{id}", admin.get(`/api/admin/blog-posts/${card.id}`));
    const created = await described(
      "POST /api/admin/blog-posts",
      admin
        .post("/api/admin/blog-posts")
        .send({ ...example("POST /api/admin/blog-posts"), newsletter: { send: true, content: "excerpt" } }),
    );
    const saved = await described(
      "PATCH /api/admin/blog-posts/{id}",
      admin
        .patch(`/api/admin/blog-posts/${created.id}`)
        .send({ ...example("PATCH /api/admin/blog-posts/{id}"), baseVersion: created.version }),
    );
    const [revision] = await described(
      "GET /api/admin/blog-posts/{id}/revisions",
      admin.get(`/api/admin/blog-posts/${created.id}/revisions`),
    );
    await described(
      "GET /api/admin/blog-posts/{id}/revisions/{number}",
      admin.get(`/api/admin/blog-posts/${created.id}/revisions/${revision.number}`),
    );
    await described(
      "POST /api/admin/blog-posts/{id}/revisions/{number}/restore",
      admin.post(`/api/admin/blog-posts/${created.id}/revisions/${revision.number}/restore`).send({ baseVersion: saved.version }),
    );
    const series = await described("POST /api/admin/series", admin.post("/api/admin/series").send(example("POST /api/admin/series")));
    await described("PUT /api/admin/series/{id}", admin.put(`/api/admin/series/${series.id}`).send(example("PUT /api/admin/series/{id}")));
    await described(
      "PUT /api/admin/blog-posts/{id}/series",
      admin.put(`/api/admin/blog-posts/${created.id}/series`).send({ seriesId: series.id, position: 1 }),
    );
    await described("GET /api/admin/series", admin.get("/api/admin/series"));
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 45, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    await described("POST /api/admin/uploads", admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png));
    await described("POST /api/ai-tagging/analyze/{id}", admin.post(`/api/ai-tagging/analyze/${card.id}`));
    await described(
      "POST /api/ai-tagging/bulk-analyze",
      admin.post("/api/ai-tagging/bulk-analyze").send(example("POST /api/ai-tagging/bulk-analyze")),
    );

    // Comments: the seed's pending ones are moderated.
    const comments = await described("GET /api/admin/comments", admin.get("/api/admin/comments"));
    const pending = comments.filter((comment: { isApproved: boolean; isSpam: boolean }) => !comment.isApproved && !comment.isSpam);
    expect(pending.length, "the seed has two pending comments to moderate").toBeGreaterThanOrEqual(2);
    const [first, second] = pending;
    await described("PUT /api/comments/{id}/approve", admin.put(`/api/comments/${first.id}/approve`));
    await described(
      "PUT /api/comments/{id}/reply",
      admin.put(`/api/comments/${first.id}/reply`).send(example("PUT /api/comments/{id}/reply")),
    );
    await described("PUT /api/comments/{id}/spam", admin.put(`/api/comments/${second.id}/spam`));
    await described("DELETE /api/admin/comments/spam", admin.delete("/api/admin/comments/spam"));

    // Newsletter: the post's newsletter is prepared, stopped and sent on again.
    await described(
      "POST /api/admin/subscribers/import",
      admin.post("/api/admin/subscribers/import").set("Content-Type", "text/csv").send("email\nimported@example.com\n"),
    );
    await described("GET /api/admin/subscribers", admin.get("/api/admin/subscribers"));
    const [mail] = await described("GET /api/admin/outbox", admin.get("/api/admin/outbox"));
    await described("GET /api/admin/outbox/{id}", admin.get(`/api/admin/outbox/${mail.id}`));
    await t.services.newsletterSends.prepare();
    const [send] = await described("GET /api/admin/newsletter/sends", admin.get("/api/admin/newsletter/sends"));
    await described("POST /api/admin/newsletter/sends/{id}/retry", admin.post(`/api/admin/newsletter/sends/${send.id}/retry`));
    await described("POST /api/admin/newsletter/sends/{id}/cancel", admin.post(`/api/admin/newsletter/sends/${send.id}/cancel`));
    await described("POST /api/admin/newsletter/sends/{id}/resume", admin.post(`/api/admin/newsletter/sends/${send.id}/resume`));

    // The dashboard's figures, the profile and the database tab.
    await described("GET /api/admin/stats", admin.get("/api/admin/stats"));
    await described("POST /api/admin/backups", admin.post("/api/admin/backups"));
    await described("GET /api/admin/backups", admin.get("/api/admin/backups"));
    await described("GET /api/admin/profile", admin.get("/api/admin/profile"));
    await described("PUT /api/admin/profile", admin.put("/api/admin/profile").send(example("PUT /api/admin/profile")));
    await described("GET /api/admin/navigation", admin.get("/api/admin/navigation"));
    await described("PUT /api/admin/navigation", admin.put("/api/admin/navigation").send(example("PUT /api/admin/navigation")));
    await described("GET /api/admin/seo-overview", admin.get("/api/admin/seo-overview"));
    await described("GET /api/admin/analytics", admin.get("/api/admin/analytics?days=30"));
    await described("GET /api/admin/analytics/ai-traffic", admin.get("/api/admin/analytics/ai-traffic?days=30"));
    await described("GET /api/admin/unassigned-posts", admin.get("/api/admin/unassigned-posts"));
    await described("POST /api/admin/migrate-posts", admin.post("/api/admin/migrate-posts"));

    // The fediverse panel, with one follower to list and remove.
    const follower = example("POST /api/admin/fediverse/followers/remove").actorId as string;
    await t.services.repositories.fediverseFollowers.upsert({
      _id: follower,
      inbox: "https://mastodon.example/inbox",
      server: "mastodon.example",
      handle: "@reader@mastodon.example",
      name: "Reader",
      url: "https://mastodon.example/@reader",
      followId: "https://mastodon.example/follows/1",
      followedAt: new Date(),
    });
    await described("GET /api/admin/fediverse", admin.get("/api/admin/fediverse"));
    await described("GET /api/admin/fediverse/followers", admin.get("/api/admin/fediverse/followers?page=1"));
    await described(
      "POST /api/admin/fediverse/followers/remove",
      admin.post("/api/admin/fediverse/followers/remove").send({ actorId: follower }),
    );
    await described("GET /api/admin/fediverse/deliveries", admin.get("/api/admin/fediverse/deliveries"));
    await described("GET /api/admin/fediverse/reactions", admin.get("/api/admin/fediverse/reactions"));

    const ghost = (id: string) =>
      JSON.stringify({
        data: {
          posts: [
            {
              id,
              title: "Imported",
              slug: `imported-${id}`,
              html: "<p>From Ghost.</p>",
              status: "published",
              published_at: "2024-01-01T00:00:00.000Z",
            },
          ],
        },
      });
    const upload = (id: string) => admin.post("/api/admin/imports?name=blog.json").set("Content-Type", "application/json").send(ghost(id));
    const job = await described("POST /api/admin/imports", upload("g1"));
    await described("POST /api/admin/imports/{id}/confirm", admin.post(`/api/admin/imports/${job.id}/confirm`));
    await described("GET /api/admin/imports/{id}", admin.get(`/api/admin/imports/${job.id}`));
    await described("GET /api/admin/imports", admin.get("/api/admin/imports"));
    const dropped = (await upload("g2").expect(201)).body;
    await described("POST /api/admin/imports/{id}/cancel", admin.post(`/api/admin/imports/${dropped.id}/cancel`));

    await described("GET /api/admin/fediverse/imported-posts", admin.get("/api/admin/fediverse/imported-posts"));
    const [published] = (await t.services.repositories.posts.listPublished({ limit: 1, offset: 0 })).items;
    await described("POST /api/admin/fediverse/posts/{id}/send", admin.post(`/api/admin/fediverse/posts/${published._id}/send`));

    // Every admin read is checked; of the writes, only the MongoDB switch is left out (it needs a MongoDB server).
    const adminJson = t.endpoints.filter((route) => route.access === "admin" && answersJson(route)).map(routeName);
    expect(adminJson.filter((name) => !checked.has(name))).toEqual(["POST /api/admin/connect-mongodb"]);
  });

  it("serves a reference page whose assets ship with the app", async () => {
    const page = await request(t.app).get("/api/docs").expect(200);
    expect(page.text).toContain("/api/docs/assets/swagger-ui-bundle.js");
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await request(t.app).get("/api/docs/assets/swagger-ui-bundle.js").expect(200);
    expect(bundle.text.length).toBeGreaterThan(100_000);
    await request(t.app).get("/api/docs/assets/swagger-ui.css").expect(200);
    await request(t.app)
      .get("/api/docs/start.js")
      .expect(200)
      .expect("Content-Type", /javascript/);
  });
});
