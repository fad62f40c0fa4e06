import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { FIELD_LIMITS, LIST_LIMIT_MAX } from "../../../shared/constants";
import { startTestApp, type TestApp } from "../../test/test-app";

describe("the posts page's filter (/api/blog-posts?q=) under strangers' input", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("refuses a filter longer than a search with a 400 JSON error naming it, as search does", async () => {
    const long = "a".repeat(FIELD_LIMITS.searchQuery + 1);
    for (const path of ["/api/blog-posts", "/api/blog-posts/search"]) {
      const res = await request(t.app).get(`${path}?q=${long}`).expect(400);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.body.details[0].path).toBe("query.q");
    }
    await request(t.app)
      .get(`/api/blog-posts?q=${"a".repeat(FIELD_LIMITS.searchQuery)}`)
      .expect(200);
  });

  it("reads a pattern's special characters as text and answers at most a page of posts", async () => {
    for (const q of ["(a+)+$", "[", "\\", ".*.*.*.*.*.*.*.*x"]) {
      const res = await request(t.app)
        .get(`/api/blog-posts?limit=${LIST_LIMIT_MAX}&q=${encodeURIComponent(q)}`)
        .expect(200);
      expect(res.body).toEqual([]);
    }
    await request(t.app)
      .get(`/api/blog-posts?limit=${LIST_LIMIT_MAX + 1}&q=soil`)
      .expect(400);
    const soil = await request(t.app).get("/api/blog-posts?limit=2&q=soil").expect(200);
    expect(soil.body).toHaveLength(2);
    expect(Number(soil.headers["x-total-count"])).toBeGreaterThan(2);
  });
});
