import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { commentFormAction, type FormDraft } from "../../../shared/form-posts";
import { PAGE_STATE_ID } from "../../../shared/ssr";
import { samplePosts } from "../../seed/sample-content";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { builtClientAssets } from "../../http/client-assets";
import { FORM_DRAFT_COOKIE } from "../../lib/form-drafts";

const SHELL = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
// A stand-in for the client's server build: it hands back the page data it was given.
const ENTRY = `export async function render(url, data) { return { html: "<main></main>", state: { data } }; }`;

interface PageState {
  data: { formTokens?: { comment?: string; newsletter?: string }; formDraft?: FormDraft };
}

function stateOf(html: string): PageState {
  const open = `<script type="application/json" id="${PAGE_STATE_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf("</script>", start))) as PageState;
}

/** The pages that carry the comment and sign-up forms, as the server draws them for a reader without JavaScript. */
describe("pages with a server-drawn form", () => {
  const clock = manualClock();
  let t: TestApp;
  let dist: string;
  const post = samplePosts.find((candidate) => candidate.isPublished)!;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "furrow-forms-"));
    await mkdir(join(dist, "client", "assets"), { recursive: true });
    await mkdir(join(dist, "ssr"));
    await writeFile(join(dist, "client", "index.html"), SHELL);
    await writeFile(join(dist, "ssr", "entry-server.js"), ENTRY);
    t = await startTestApp({ clientAssets: builtClientAssets(join(dist, "client")), seed: true, clock });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (path: string, cookie?: string) => {
    const call = request(t.app).get(path);
    if (cookie) call.set("Cookie", cookie);
    return call.expect(200);
  };

  it("carries the forms' tokens, and a cached page is made afresh within the hour so its token always has hours left", async () => {
    const first = stateOf((await page(`/blog/${post.slug}`)).text).data.formTokens?.comment;
    expect(first).toMatch(/^\d+\./);
    expect(stateOf((await page("/")).text).data.formTokens?.newsletter).toMatch(/^\d+\./);

    clock.advance(59 * 60 * 1000);
    expect(stateOf((await page(`/blog/${post.slug}`)).text).data.formTokens?.comment).toBe(first);
    clock.advance(2 * 60 * 1000);
    const later = stateOf((await page(`/blog/${post.slug}`)).text).data.formTokens?.comment;
    expect(later).toMatch(/^\d+\./);
    expect(later).not.toBe(first);
  });

  it("shows a turned-back comment's draft once, to the reader who typed it, and never from the cache", async () => {
    const postId = (await request(t.app).get(`/api/blog-posts/${post.slug}`).expect(200)).body.id;
    const turned = await request(t.app)
      .post(commentFormAction(postId))
      .type("form")
      .send({ authorName: "Nils Holm", authorEmail: "nils.example.org", content: "About the clover.", notifyOnReply: "on" })
      .expect(303);
    const cookie = String(turned.headers["set-cookie"]).split(";")[0];

    const back = await page(turned.headers.location, cookie);
    expect(stateOf(back.text).data.formDraft).toEqual({
      comment: { authorName: "Nils Holm", authorEmail: "nils.example.org", content: "About the clover.", notifyOnReply: true },
    });
    expect(String(back.headers["set-cookie"])).toMatch(new RegExp(`${FORM_DRAFT_COOKIE}=;`));

    // Another reader at the same address gets the plain page.
    expect(stateOf((await page(turned.headers.location)).text).data.formDraft).toBeUndefined();
  });

  it("ignores a draft cookie the server did not sign", async () => {
    const forged = Buffer.from(
      JSON.stringify({ comment: { authorName: "Mallory", authorEmail: "m@example.org", content: "Hi" } }),
    ).toString("base64url");
    const res = await page(`/blog/${post.slug}?comment=invalid-email`, `${FORM_DRAFT_COOKIE}=${forged}.AAAA`);
    expect(stateOf(res.text).data.formDraft).toBeUndefined();
  });
});
