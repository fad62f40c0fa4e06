import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp, type TestApp } from "../test/test-app";
import type { AnyEndpoint } from "./endpoint";

const key = (route: AnyEndpoint) => `${route.method} ${route.path}`;
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
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
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
      if (route.body) expect(operation.requestBody.content["application/json"].example, `${route.method} ${route.path}`).toBeDefined();
    }
    expect(document.paths["/auth/demo"].post).toBeDefined();
    // Bodies are described with their limits, so a client knows them before it sends.
    const comment = document.paths["/api/blog-posts/{id}/comments"].post.requestBody.content["application/json"].schema;
    expect(comment.properties.content.maxLength).toBe(5000);
    expect(comment.additionalProperties).toBe(false);
  });

  it("answers the public routes with bodies that match their described schemas", async () => {
    const [card] = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body;
    const values: Record<string, string> = { slugOrId: card.slug, id: card.id };
    const checked: string[] = [];
    for (const route of t.endpoints.filter((candidate) => candidate.access === "public" && candidate.method === "get" && candidate.response)) {
      const path = route.path.replace(/\{(\w+)\}/g, (_match: string, name: string) => values[name]);
      const queries: Record<string, string> = { "/api/blog-posts/search": "?q=nitrogen", "/api/blog-posts": "?limit=5&tag=Data", "/api/comments/form-token": `?postId=${card.id}` };
      const query = queries[route.path] ?? "";
      const res = await request(t.app).get(path + query).expect(200);
      const result = route.response!.safeParse(res.body);
      expect(result.success, `${route.path}: ${result.success ? "" : JSON.stringify(result.error.issues.slice(0, 3))}`).toBe(true);
      checked.push(route.path);
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it("serves a reference page whose assets ship with the app", async () => {
    const page = await request(t.app).get("/api/docs").expect(200);
    expect(page.text).toContain("/api/docs/assets/swagger-ui-bundle.js");
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await request(t.app).get("/api/docs/assets/swagger-ui-bundle.js").expect(200);
    expect(bundle.text.length).toBeGreaterThan(100_000);
    await request(t.app).get("/api/docs/assets/swagger-ui.css").expect(200);
    await request(t.app).get("/api/docs/start.js").expect(200).expect("Content-Type", /javascript/);
  });
});
