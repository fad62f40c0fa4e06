import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NAVIGATION, NAVIGATION_LIMITS } from "../../../shared/navigation-editing";
import type { ServerEntry } from "../../../shared/ssr";
import type { Navigation } from "../../../shared/types";
import { builtClientAssets, type ClientAssets } from "../../http/client-assets";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const SHELL = `<!doctype html><html lang="en"><head><!--app-head--><title>Furrow</title></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

const SAVED: Navigation = {
  topBar: [
    { label: "Get in touch", href: "/contact" },
    { label: "Articles", href: "/posts" },
    { label: "Field notes", href: "https://notes.example/field" },
  ],
  footer: [{ label: "Soil", href: "/tags/Soil%20Health" }],
};

const link = (label: string, href: string) => ({ label, href });

/** The links a navigation landmark of the server's page shows, as [label, href, rel] (null without that landmark). */
function landmarkLinks(document: Document, name: string) {
  const nav = document.querySelector(`nav[aria-label="${name}"]`);
  return nav ? [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("rel")]) : null;
}

describe("the navigation API and the pages that draw it", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let dist: string;

  beforeAll(async () => {
    // The client's real server renderer, from its sources, as in ssr/fediverse-follow-box.test.ts.
    dist = await mkdtemp(join(tmpdir(), "furrow-navigation-"));
    await writeFile(join(dist, "index.html"), SHELL);
    const built = builtClientAssets(dist, join(dist, "no-ssr-build.js"));
    const assets: ClientAssets = { ...built, renderer: () => import("../../../client/src/entry-server") as Promise<ServerEntry> };
    t = await startTestApp({ seed: true, clientAssets: assets });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("answers the spec's Posts and Contact in both places before the author saves any", async () => {
    const res = await request(t.app).get("/api/navigation").expect(200);
    expect(res.body).toEqual(DEFAULT_NAVIGATION);
    expect(DEFAULT_NAVIGATION.topBar).toEqual([link("Posts", "/posts"), link("Contact", "/contact")]);
  });

  it("lets only the admin read and save the links (401 signed out; auth/oauth.test.ts checks the 403 for a reader)", async () => {
    await request(t.app).get("/api/admin/navigation").expect(401);
    const refused = await request(t.app).put("/api/admin/navigation").send(SAVED).expect(401);
    expect(refused.body.error).toBeTruthy();
    expect((await request(t.app).get("/api/navigation").expect(200)).body).toEqual(DEFAULT_NAVIGATION);
  });

  it("refuses bad links with a 400 that says what is wrong and where, and keeps what was stored", async () => {
    const refused = async (body: object) =>
      (await admin.put("/api/admin/navigation").send(body).expect(400)).body as {
        error: string;
        details: { path: string; message: string }[];
      };
    const cases: [object, string, RegExp][] = [
      [{ ...SAVED, topBar: [link("   ", "/posts")] }, "body.topBar.0.label", /needs a label/],
      [{ ...SAVED, topBar: [link("x".repeat(NAVIGATION_LIMITS.label + 1), "/posts")] }, "body.topBar.0.label", /at most 40/],
      [{ ...SAVED, footer: [link("Evil", "javascript:alert(1)")] }, "body.footer.0.href", /site path starting with "\/"/],
      [{ ...SAVED, footer: [link("Other", "//evil.example")] }, "body.footer.0.href", /http:\/\/ or https:\/\//],
      [{ ...SAVED, footer: [link("Other", "/\\evil.example")] }, "body.footer.0.href", /site path/],
      [{ ...SAVED, footer: [link("Mail", "mailto:a@b.example")] }, "body.footer.0.href", /site path/],
      [{ ...SAVED, topBar: [link("No address", "")] }, "body.topBar.0.href", /needs an address/],
      [
        { ...SAVED, topBar: Array.from({ length: NAVIGATION_LIMITS.topBar + 1 }, () => link("Posts", "/posts")) },
        "body.topBar",
        /at most 8/,
      ],
      [
        { ...SAVED, footer: Array.from({ length: NAVIGATION_LIMITS.footer + 1 }, () => link("Posts", "/posts")) },
        "body.footer",
        /at most 12/,
      ],
      [{ topBar: SAVED.topBar }, "body.footer", /./],
      [{ ...SAVED, topBar: [{ label: "Posts", href: "/posts", target: "_blank" }] }, "body.topBar.0", /./],
    ];
    for (const [body, path, message] of cases) {
      const error = await refused(body);
      expect(error.error).toBeTruthy();
      const detail = error.details.find((candidate) => candidate.path === path);
      expect(detail?.message, `${path} of ${JSON.stringify(body).slice(0, 120)}`).toMatch(message);
    }
    const malformed = await admin.put("/api/admin/navigation").set("Content-Type", "application/json").send("{").expect(400);
    expect(malformed.body.error).toBe("Malformed JSON in request body");
    expect((await request(t.app).get("/api/navigation").expect(200)).body).toEqual(DEFAULT_NAVIGATION);
  });

  it("saves the author's links, trimmed, and every reader gets them at once, through the cache too", async () => {
    // Read once before the save, so a cached answer exists that the save must drop.
    await request(t.app).get("/api/navigation").expect(200);
    const padded = { ...SAVED, topBar: SAVED.topBar.map((l) => ({ label: ` ${l.label} `, href: ` ${l.href}` })) };
    const saved = await admin.put("/api/admin/navigation").send(padded).expect(200);
    expect(saved.body).toEqual(SAVED);
    expect((await request(t.app).get("/api/navigation").expect(200)).body).toEqual(SAVED);
    expect((await admin.get("/api/admin/navigation").expect(200)).body).toEqual(SAVED);
  });

  it("draws the saved links in the server's HTML of the home page: top bar and footer, another site's link with rel=noopener", async () => {
    await admin.put("/api/admin/navigation").send(SAVED).expect(200);
    const document = new JSDOM((await request(t.app).get("/").expect(200)).text).window.document;
    expect(landmarkLinks(document, "Main")).toEqual([
      ["Get in touch", "/contact", null],
      ["Articles", "/posts", null],
      ["Field notes", "https://notes.example/field", "noopener"],
    ]);
    expect(landmarkLinks(document, "Footer")).toEqual([["Soil", "/tags/Soil%20Health", null]]);
  });

  it("marks the current page's link on the page it leads to", async () => {
    const document = new JSDOM((await request(t.app).get("/posts").expect(200)).text).window.document;
    const current = document.querySelector('nav[aria-label="Main"] a[aria-current="page"]');
    expect(current?.textContent).toBe("Articles");
  });
});
