import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { JSDOM } from "jsdom";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

// Every replacement pattern String.replace reads in a replacement string.
const DOLLAR_PATTERNS = ["$'", "$&", "$$", "$`", "$1", "$<name>"];

function parse(html: string) {
  const document = new JSDOM(html).window.document;
  return { document, bodies: (html.match(/<body/g) ?? []).length, title: document.title };
}

describe("a page's head holding $ patterns", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL: "https://furrow.example" });
  });
  afterAll(() => t.close());

  it.each(DOLLAR_PATTERNS)("keeps a tag page whole and titled as asked when the tag holds %s", async (pattern) => {
    const tag = `a${pattern}b`;
    const res = await request(t.app).get(`/tags/${encodeURIComponent(tag)}`);
    const page = parse(res.text);
    expect(page.bodies).toBe(1);
    expect(page.title).toContain(tag);
    expect(page.document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(page.document.querySelectorAll("#root")).toHaveLength(1);
  });

  it("keeps an article whole and titled as written when its title holds every $ pattern", async () => {
    const agent = await adminAgent(t);
    const title = `Costs in $: ${DOLLAR_PATTERNS.join(" ")} per hectare`;
    const created = await agent
      .post("/api/admin/blog-posts")
      .send({
        title,
        content: `Prices run from $5 to $$10; $' and $& stay text.`,
        excerpt: `Excerpt with $' and $&`,
        tags: ["Price $&"],
        isPublished: true,
      })
      .expect(201);
    const res = await request(t.app).get(`/blog/${created.body.slug}`).expect(200);
    const page = parse(res.text);
    expect(page.bodies).toBe(1);
    expect(page.title).toBe(`${title} | Furrow`);
    const description = page.document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe("Excerpt with $' and $&");
  });
});
