import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { ogPreviewSchema } from "../../../shared/schemas";
import type { OgPreview } from "../../../shared/types";
import { samplePosts } from "../../seed/sample-content";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const PUBLIC_URL = "https://furrow.example";
const published = samplePosts.filter((post) => post.isPublished);
const draft = samplePosts.find((post) => !post.isPublished)!;

async function preview(t: TestApp, path: string): Promise<OgPreview> {
  const res = await request(t.app).get("/api/og-preview").query({ path }).expect(200);
  const parsed = ogPreviewSchema.safeParse(res.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return res.body;
}

const meta = (body: OgPreview, key: string) =>
  body.tags
    .filter((tag) => tag.tag === "meta" && (tag.attributes.property === key || tag.attributes.name === key))
    .map((tag) => tag.attributes.content);

describe("the share preview of a page of this site", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives a post's article tags, with a share image drawn by /api/og-image or the post's own picture", async () => {
    const post = published[0];
    const body = await preview(t, `/blog/${post.slug}`);
    expect(body).toMatchObject({
      path: `/blog/${post.slug}`,
      status: 200,
      title: `${post.title} | Furrow`,
      description: post.excerpt,
      url: `${PUBLIC_URL}/blog/${post.slug}`,
      type: "article",
      siteName: "Furrow",
      twitterCard: "summary_large_image",
    });
    expect(body.image).toMatch(new RegExp(`^${PUBLIC_URL}(/api/og-image\\?|${post.featuredImage.replace(/[.?]/g, "\\$&")}$)`));
    expect(meta(body, "og:type")).toEqual(["article"]);
    expect(meta(body, "article:section")).toHaveLength(1);
    expect(meta(body, "twitter:image")).toEqual([body.image]);
    expect(body.tags.find((tag) => tag.tag === "title")?.text).toBe(`${post.title} | Furrow`);
  });

  it("answers exactly the tags the HTML page sends to a crawler", async () => {
    const post = published[1];
    const html = (await request(t.app).get(`/blog/${post.slug}`).expect(200)).text;
    const document = new JSDOM(html).window.document;
    const sent = [...document.head.querySelectorAll("meta[property], meta[name]")].map((element) => [
      element.getAttribute("property") ?? element.getAttribute("name"),
      element.getAttribute("content"),
    ]);
    const body = await preview(t, `/blog/${post.slug}`);
    const previewed = body.tags
      .filter((tag) => tag.tag === "meta")
      .map((tag) => [tag.attributes.property ?? tag.attributes.name, tag.attributes.content]);
    expect(previewed).toEqual(sent);
  });

  it("reads a full address on this site as its path, without query or fragment", async () => {
    const post = published[2];
    const body = await preview(t, `${PUBLIC_URL}/blog/${post.slug}?utm_source=x#comments`);
    expect(body.path).toBe(`/blog/${post.slug}`);
    expect(body.title).toBe(`${post.title} | Furrow`);
  });

  it("gives the home page when no path is named", async () => {
    const body = (await request(t.app).get("/api/og-preview").expect(200)).body as OgPreview;
    expect(body).toMatchObject({ path: "/", status: 200, type: "website", url: `${PUBLIC_URL}/` });
  });

  it("says 404 for an address that names nothing, and for a draft", async () => {
    for (const path of ["/no/such/page", `/blog/does-not-exist`, `/blog/${draft.slug}`]) {
      const body = await preview(t, path);
      expect(body.status, path).toBe(404);
      expect(
        body.warnings.map((warning) => warning.field),
        path,
      ).toContain("status");
      expect(meta(body, "robots")).toEqual(["noindex, nofollow"]);
    }
  });

  it("refuses another site, protocol-relative paths and relative paths with a clear 400", async () => {
    for (const path of [
      "https://evil.example/blog/x",
      "http://furrow.example.evil.example/",
      "//evil.example/blog",
      "/\\evil.example",
      "javascript:alert(1)",
      "blog/x",
      "",
    ]) {
      const res = await request(t.app).get("/api/og-preview").query({ path }).expect(400);
      expect(res.body.error, path).toMatch(/this site|path/i);
    }
    // A tab is dropped by URL parsers, turning "/\t/evil" into "//evil": still another host.
    const res = await request(t.app)
      .get(`/api/og-preview?path=${encodeURIComponent("/\t/evil.example")}`)
      .expect(400);
    expect(res.body.error).toMatch(/this site/);
  });

  it("refuses addresses that are not pages: the API and files carry no share tags", async () => {
    for (const path of ["/api/blog-posts", "/api/og-image", "/images/hero.svg", "/auth/google"]) {
      const res = await request(t.app).get("/api/og-preview").query({ path }).expect(400);
      expect(res.body.error, path).toMatch(/not a page/);
    }
  });

  it("refuses unknown parameters", async () => {
    await request(t.app).get("/api/og-preview?path=/&url=https://evil.example").expect(400);
  });

  it("warns when the title or description is longer than the networks show, and names the networks", async () => {
    const admin = await adminAgent(t);
    const title = "A very long title about soil moisture probes, irrigation and the season that tested them";
    const excerpt = "An excerpt that goes on. ".repeat(7).trim();
    const post = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ title, content: "Body", excerpt, tags: ["Irrigation"], isPublished: true })
        .expect(201)
    ).body;

    const body = await preview(t, `/blog/${post.slug}`);
    const byField = Object.fromEntries(body.warnings.map((warning) => [warning.field, warning.message]));
    expect(byField.title).toBe(
      `Title is ${title.length + " | Furrow".length} characters; Google search cuts it after about 60 and X cuts it after about 70.`,
    );
    expect(byField.description).toBe(`Description is ${excerpt.length} characters; Google search cuts it after about 160.`);
    expect(byField.image).toBeUndefined();

    const fine = await preview(t, "/posts");
    expect(fine.warnings).toEqual([]);
    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
  });
});
