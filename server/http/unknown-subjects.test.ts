import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import type { ServerEntry } from "../../shared/ssr";
import { samplePosts } from "../seed/sample-content";
import { startTestApp, type TestApp } from "../test/test-app";
import { builtClientAssets } from "./client-assets";

const SHELL = `<!doctype html><html lang="en"><head><!--app-head--><title>Furrow</title></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
const PUBLIC_URL = "https://furrow.example";
const KNOWN_TAG = samplePosts.find((post) => post.isPublished && post.tags.length > 0)!.tags[0];

/** The page as a reader without JavaScript (or a crawler) gets it. */
function page(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (name: string) => document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute("content") ?? null;
  return { document, text: document.getElementById("root")?.textContent?.replace(/\s+/g, " ") ?? "", meta };
}

describe("addresses whose subject does not exist", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "furrow-unknown-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), SHELL);
    const built = builtClientAssets(dist, join(dist, "no-ssr-build.js"));
    // The client's real server entry, compiled by the test runner: the texts are the app's own.
    const renderer = () => import("../../client/src/entry-server") as Promise<ServerEntry>;
    t = await startTestApp({ seed: true, clientAssets: { ...built, renderer }, env: { PUBLIC_URL } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("answers a tag no published post carries with a 404 page that says so, links to all posts and stays out of indexes", async () => {
    const res = await request(t.app).get("/tags/No%20Such%20Tag").expect(404);
    const { document, text, meta } = page(res.text);
    expect(text).toContain('No posts found for "No Such Tag"');
    expect(text).toContain("There are currently no published posts with this tag.");
    const explore = [...document.querySelectorAll("#root a")].find((link) => link.textContent?.trim() === "Explore All Posts");
    expect(explore?.getAttribute("href")).toBe("/");
    expect(meta("robots")).toMatch(/^noindex/);
    // The page's share card is the site's, not one drawn with the address's text.
    expect(meta("og:image")).not.toContain("No+Such+Tag");
    expect(meta("twitter:image")).toBe(meta("og:image"));
  });

  it("answers a tag that only a draft carries with the same 404", async () => {
    const draftOnly = "Only In A Draft";
    await t.services.posts.create(
      { title: "Unfinished", content: "Body", excerpt: "", tags: [draftOnly], isPublished: false },
      { author: { name: "A", avatar: "", bio: "" } },
    );
    const res = await request(t.app)
      .get(`/tags/${encodeURIComponent(draftOnly)}`)
      .expect(404);
    expect(page(res.text).meta("robots")).toMatch(/^noindex/);
  });

  it("still serves a tag a published post carries, in any letter case, as an indexable page", async () => {
    for (const tag of [KNOWN_TAG, KNOWN_TAG.toLowerCase(), KNOWN_TAG.toUpperCase()]) {
      const res = await request(t.app)
        .get(`/tags/${encodeURIComponent(tag)}`)
        .expect(200);
      const { text, meta } = page(res.text);
      expect(text, tag).not.toContain("No posts found");
      expect(meta("robots"), tag).toBeNull();
    }
  });

  it("answers blank and over-long tags with the 404 page, not an error", async () => {
    await request(t.app).get("/tags/%20").expect(404);
    const res = await request(t.app)
      .get(`/tags/${"x".repeat(500)}`)
      .expect(404);
    expect(page(res.text).meta("robots")).toMatch(/^noindex/);
  });

  it("answers an article that does not exist with a 404 page kept out of indexes", async () => {
    const res = await request(t.app).get("/blog/no-such-article").expect(404);
    const { text, meta } = page(res.text);
    expect(text).toContain("Article Not Found");
    expect(meta("robots")).toMatch(/^noindex/);
  });

  it("answers an address outside the route table with the 404 page kept out of indexes", async () => {
    const res = await request(t.app).get("/no/such/page").expect(404);
    const { text, meta } = page(res.text);
    expect(text).toContain("404 Page Not Found");
    expect(meta("robots")).toMatch(/^noindex/);
  });
});
