import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { PAGE_STATE_ID } from "../../../shared/ssr";
import { startTestApp, type TestApp } from "../../test/test-app";
import { builtClientAssets } from "../../http/client-assets";

const SHELL = `<!doctype html><html><head><!--app-head--><title>Furrow</title></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/index.js"></script></body></html>`;

// A stand-in for the client's server build: it shows the address and hands back what it was given.
const ENTRY = `
export async function render(url, data) {
  if (url.includes("explode")) throw new Error("boom");
  return { html: "<main>" + url + " $& $' $$</main>", state: { data } };
}`;

const HOSTILE_TITLE = "</script><script>alert(1)</script> <!-- \u2028\u2029 &amp;";

function stateOf(html: string): unknown {
  const open = `<script type="application/json" id="${PAGE_STATE_ID}">`;
  const start = html.indexOf(open);
  if (start === -1) return undefined;
  const body = html.slice(start + open.length, html.indexOf("</script>", start));
  expect(body).not.toMatch(/[<>&\u2028\u2029]/);
  return JSON.parse(body);
}

describe("server-rendered public pages", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "furrow-ssr-"));
    await mkdir(join(dist, "client", "assets"), { recursive: true });
    await mkdir(join(dist, "ssr"));
    await writeFile(join(dist, "client", "index.html"), SHELL);
    await writeFile(join(dist, "ssr", "entry-server.js"), ENTRY);
    t = await startTestApp({ clientAssets: builtClientAssets(join(dist, "client")), seed: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("puts the rendered page inside the root, as it is, and the data it was drawn from after it", async () => {
    // A query string the page ignores is not part of what it is drawn from (nor of its cache key).
    const res = await request(t.app).get("/blog/agrivoltaics-sharing-sunlight?ref=x").expect(200);
    expect(res.text).toContain(`<div id="root"><main>/blog/agrivoltaics-sharing-sunlight $& $' $$</main></div>`);
    const filtered = await request(t.app).get("/posts?tag=IoT&ref=x").expect(200);
    expect(filtered.text).toContain(`<div id="root"><main>/posts?tag=IoT $& $' $$</main></div>`);
    const state = stateOf(res.text) as { data: { profile: unknown; article: { post: { slug: string }; comments: unknown[] } } };
    expect(state.data.article.post.slug).toBe("agrivoltaics-sharing-sunlight");
    expect(Array.isArray(state.data.article.comments)).toBe(true);
    expect(state.data.profile).toBeDefined();
  });

  it("embeds any title safely: nothing in it can end the script", async () => {
    await t.services.posts.create(
      { title: HOSTILE_TITLE, content: "Body", excerpt: "", tags: ["Soil Health"], isPublished: true },
      { author: { name: "A", avatar: "", bio: "" } },
    );
    const res = await request(t.app).get("/posts").expect(200);
    const state = stateOf(res.text) as { data: { postsPage: { items: { title: string }[] } } };
    expect(state.data.postsPage.items.map((post) => post.title)).toContain(HOSTILE_TITLE);
  });

  it("gives each public page the answers its components ask for", async () => {
    const home = stateOf((await request(t.app).get("/").expect(200)).text) as { data: Record<string, unknown> };
    expect(Object.keys(home.data).sort()).toEqual(["featured", "fediverse", "formTokens", "latest", "navigation", "profile"]);
    const tag = stateOf((await request(t.app).get("/tags/Soil%20Health").expect(200)).text) as {
      data: { tagPosts: { tag: string; total: number } };
    };
    expect(tag.data.tagPosts.tag).toBe("Soil Health");
    expect(tag.data.tagPosts.total).toBeGreaterThan(0);
    const missing = await request(t.app).get("/no/such/page").expect(404);
    expect(missing.text).toContain("<main>/no/such/page");
  });

  it("leaves the signed-in screens to the browser", async () => {
    for (const path of ["/admin", "/create-post", "/og-test"]) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.text).toContain(`<div id="root"></div>`);
      expect(stateOf(res.text)).toBeUndefined();
    }
  });

  it("sends the page for the browser to render when rendering fails", async () => {
    const res = await request(t.app).get("/posts?q=explode").expect(200);
    expect(res.text).toContain(`<div id="root"></div>`);
  });
});
