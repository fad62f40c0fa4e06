import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp, type TestApp } from "../../test/test-app";
import { builtClientAssets } from "../../http/client-assets";

describe("page routes over a built client", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "furrow-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(
      join(dist, "index.html"),
      "<html><head><!--app-head--><title>Furrow</title></head><body><div id=root></div></body></html>",
    );
    await writeFile(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    await writeFile(join(dist, "assets", "index-abc123.js.gz"), gzipSync("console.log('app')"));
    await writeFile(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await startTestApp({ clientAssets: builtClientAssets(dist), seed: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    "/",
    "/posts",
    "/contact",
    "/blog/agrivoltaics-sharing-sunlight",
    "/tags/Soil%20Health",
    "/admin",
    "/admin/seo",
    "/og-test",
    "/create-post",
    "/edit-post/abc",
    "/auth/callback",
  ])("serves the app shell for %s, never cached", async (path) => {
    const res = await request(t.app).get(path).expect(200);
    expect(res.text).toContain("<div id=root>");
    expect(res.text).not.toContain("<!--app-head-->");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers a path outside the route table with the app shell and a 404 status", async () => {
    const res = await request(t.app).get("/no/such/page").expect(404);
    expect(res.text).toContain("<div id=root>");
  });

  it("answers an article that does not exist, or is a draft, with the app shell and a 404 status", async () => {
    await request(t.app).get("/blog/no-such-article").expect(404);
    await request(t.app).get("/blog/vertical-farming-energy-economics").expect(404);
  });

  it("sends an article's old address on to its new one with a permanent redirect", async () => {
    const post = (await t.services.repositories.posts.findBySlugOrId("agrivoltaics-sharing-sunlight"))!;
    await t.services.posts.update(post._id, {
      title: post.title,
      content: post.markdown,
      excerpt: post.excerpt,
      tags: post.tags,
      isPublished: true,
      slug: "solar-over-crops",
    });
    const res = await request(t.app).get("/blog/agrivoltaics-sharing-sunlight?ref=mail").expect(301);
    expect(res.headers.location).toBe("/blog/solar-over-crops?ref=mail");
    await request(t.app).get("/blog/solar-over-crops").expect(200);
    await request(t.app).get(`/blog/${post._id}`).expect(301);
  });

  it("answers a missing file with a plain 404 rather than the app", async () => {
    const res = await request(t.app).get("/images/missing.svg").expect(404);
    expect(res.text).not.toContain("<div id=root>");
  });

  it("answers a missing hashed asset with a 404, not a 500", async () => {
    const res = await request(t.app).get("/assets/index-gone.js").expect(404);
    expect(res.body).toMatchObject({ error: "Not found" });
  });

  it("caches hashed assets for a year and other files briefly", async () => {
    const asset = await request(t.app).get("/assets/index-abc123.js").expect(200);
    expect(asset.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    const icon = await request(t.app).get("/favicon.svg").expect(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends the build's gzip copy of a hashed asset to a browser that takes gzip, with only the headers a script needs", async () => {
    const res = await request(t.app).get("/assets/index-abc123.js").set("Accept-Encoding", "gzip, deflate").expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.text).toBe("console.log('app')");
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["content-security-policy"]).toBeUndefined();
    const head = await request(t.app).head("/assets/index-abc123.js").set("Accept-Encoding", "gzip").expect(200);
    expect(Number(head.headers["content-length"])).toBe(gzipSync("console.log('app')").length);
    const plain = await request(t.app).get("/assets/index-abc123.js").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("hands the client no analytics id, and allows no analytics host, unless one is configured", async () => {
    const plain = await request(t.app).get("/").expect(200);
    expect(plain.text).not.toContain("furrow-analytics-id");
    expect(plain.headers["content-security-policy"]).not.toContain("googletagmanager");

    const withAnalytics = await startTestApp({ clientAssets: builtClientAssets(dist), env: { GA_MEASUREMENT_ID: "G-TEST123" } });
    try {
      const res = await request(withAnalytics.app).get("/posts").expect(200);
      expect(res.text).toContain('<meta name="furrow-analytics-id" content="G-TEST123" />');
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    } finally {
      await withAnalytics.close();
    }
  });

  it("keeps the POST-only auth routes out of the page handler", async () => {
    await request(t.app).get("/auth/demo").expect(404);
  });
});
