import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerEntry } from "../../../shared/ssr";
import { PAGE_STATE_ID } from "../../../shared/ssr";
import { samplePosts } from "../../seed/sample-content";
import { builtClientAssets, type ClientAssets } from "../../http/client-assets";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const PUBLIC_URL = "https://blog.example";
const SHELL = `<!doctype html><html lang="en"><head><!--app-head--><title>Furrow</title></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
const article = samplePosts.find((post) => post.isPublished)!;
const draft = samplePosts.find((post) => !post.isPublished)!;

/**
 * The app with the client's real server renderer (the same components as client/src/entry-server.tsx
 * builds into dist/ssr), loaded from its sources, and a shell with the build's markers.
 */
async function startWithRenderer(env: Record<string, string>): Promise<{ t: TestApp; dist: string }> {
  const dist = await mkdtemp(join(tmpdir(), "furrow-follow-box-"));
  await writeFile(join(dist, "index.html"), SHELL);
  const built = builtClientAssets(dist, join(dist, "no-ssr-build.js"));
  const assets: ClientAssets = { ...built, renderer: () => import("../../../client/src/entry-server") as Promise<ServerEntry> };
  return { t: await startTestApp({ seed: true, clientAssets: assets, env: { PUBLIC_URL, ...env } }), dist };
}

const page = async (t: TestApp, path: string) => new JSDOM((await request(t.app).get(path).expect(200)).text).window.document;

/** The follow box as the server drew it, in plain values (a failing check prints these, not jsdom elements); null without one. */
function followBox(document: Document) {
  const form = document.querySelector<HTMLFormElement>('#root form[action="/fediverse/follow"]');
  const field = form?.querySelector<HTMLInputElement>('input[name="handle"]');
  if (!form || !field) return null;
  const box = form.closest("section");
  return {
    heading: box?.querySelector("h2")?.textContent,
    text: box?.textContent,
    method: form.getAttribute("method"),
    label: document.querySelector(`label[for="${field.id}"]`)?.textContent,
    field: { required: field.required, autocomplete: field.getAttribute("autocomplete"), placeholder: field.placeholder },
    button: form.querySelector('button[type="submit"]')?.textContent,
  };
}

/** The head's tag as markup, or null: a failing check then prints the tag, never a whole jsdom element. */
const headTag = (document: Document, selector: string) => document.head.querySelector(selector)?.outerHTML ?? null;

const stateOf = (document: Document) =>
  JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? "null") as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };

describe("the follow box and an article's fediverse head, as the server sends them", () => {
  let t: TestApp;
  let dist: string;
  let articleId: string;

  beforeAll(async () => {
    ({ t, dist } = await startWithRenderer({}));
    articleId = (await t.services.posts.find(article.slug, { isAdmin: false }))!._id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ["home", "/"],
    ["an article", `/blog/${article.slug}`],
  ])("draws the box on %s with the handle and a plain GET form that follows without the app", async (_name, path) => {
    const document = await page(t, path);
    const box = followBox(document);
    expect(box).toMatchObject({
      heading: "Follow on the fediverse",
      method: "get",
      label: "Your handle",
      field: { required: true, autocomplete: "off", placeholder: "@you@mastodon.social" },
      button: "Follow",
    });
    expect(box?.text).toContain("@furrow@blog.example");
    // The app starts from the same account, so it hydrates the box as drawn.
    const account = stateOf(document).queries.find((query) => query.queryKey.join("/") === "fediverse/account");
    expect(account?.state.data).toEqual({ handle: "@furrow@blog.example", actorUrl: `${PUBLIC_URL}/fediverse/actor` });
  });

  it("names the account and the article's ActivityPub id in an article's head, an id the fediverse routes answer at", async () => {
    const document = await page(t, `/blog/${article.slug}`);
    expect(document.head.querySelector('meta[name="fediverse:creator"]')?.getAttribute("content")).toBe("@furrow@blog.example");
    const alternate = document.head.querySelector('link[rel="alternate"][type="application/activity+json"]')?.getAttribute("href");
    expect(alternate).toBe(t.services.fediverse!.identity.articleId(articleId));

    const object = await request(t.app).get(new URL(alternate!).pathname).set("Accept", "application/activity+json").expect(200);
    expect(JSON.parse(object.text)).toMatchObject({ id: alternate, type: "Article" });
  });

  it("points a draft the author previews at no ActivityPub id: the fediverse does not know it yet", async () => {
    const admin = await adminAgent(t);
    const document = new JSDOM((await admin.get(`/blog/${draft.slug}`).expect(200)).text).window.document;
    expect(document.head.querySelector('meta[name="fediverse:creator"]')?.getAttribute("content")).toBe("@furrow@blog.example");
    expect(headTag(document, 'link[type="application/activity+json"]')).toBeNull();
  });

  it("keeps those tags to articles", async () => {
    const document = await page(t, "/");
    expect(headTag(document, 'meta[name="fediverse:creator"]')).toBeNull();
    expect(headTag(document, 'link[type="application/activity+json"]')).toBeNull();
  });
});

describe("with FEDIVERSE=off", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    ({ t, dist } = await startWithRenderer({ FEDIVERSE: "off" }));
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(["/", `/blog/${article.slug}`])("%s has no follow box and no fediverse head tags", async (path) => {
    const document = await page(t, path);
    // The page itself is drawn: only the box is missing.
    expect(document.querySelector("#root h1")?.textContent).toBeTruthy();
    expect(followBox(document)).toBeNull();
    expect(document.body.textContent).not.toContain("Follow on the fediverse");
    expect(headTag(document, 'meta[name="fediverse:creator"]')).toBeNull();
    expect(headTag(document, 'link[type="application/activity+json"]')).toBeNull();
    const account = stateOf(document).queries.find((query) => query.queryKey.join("/") === "fediverse/account");
    expect(account?.state.data).toBeNull();
  });
});
