import { describe, expect, it } from "vitest";
import request from "supertest";
import { fediverseContent } from "../fediverse/article-content";
import { CODE_AND_MATHS_MARKDOWN as MARKDOWN, SAMPLE_CODE } from "../../test/code-and-maths-post";
import { testAppWithAdmin } from "../../test/test-app";

describe("code and maths drawn on the server", () => {
  const t = testAppWithAdmin({ env: { PUBLIC_URL: "https://furrow.example" } });

  async function publish(slug: string, maths: boolean | undefined) {
    const body = { title: `Rates ${slug}`, slug, content: MARKDOWN, isPublished: true, ...(maths !== undefined && { maths }) };
    return (await t.admin.post("/api/admin/blog-posts").send(body).expect(201)).body as { id: string; maths: boolean };
  }

  it("typesets maths as MathML and highlights code in the article's HTML when the author turned maths on", async () => {
    const created = await publish("rates-with-maths", true);
    expect(created.maths).toBe(true);
    const { content } = (await request(t.app.app).get("/api/blog-posts/rates-with-maths").expect(200)).body as { content: string };
    expect(content).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(content).toContain('<annotation encoding="application/x-tex">N = Y \\cdot r</annotation>');
    expect(content).toContain('display="block"');
    expect(content).toContain("a bag costs $5 a bag and $7 a sack.");
    expect(content).toContain('<code class="hljs language-python"><span class="hljs-keyword">def</span>');
    expect(content).not.toMatch(/<script|style=/);
  });

  it("leaves dollars as text with maths off, the default, and still highlights code", async () => {
    const created = await publish("rates-without-maths", undefined);
    expect(created.maths).toBe(false);
    const { content } = (await request(t.app.app).get("/api/blog-posts/rates-without-maths").expect(200)).body as { content: string };
    expect(content).not.toContain("<math");
    expect(content).toContain("$N = Y \\cdot r$");
    expect(content).toContain('<span class="hljs-comment"># kg N/ha</span>');
  });

  it("typesets again when the author turns maths off or on, and keeps the choice in the revision", async () => {
    const created = await publish("rates-toggled", true);
    const admin = (await t.admin.get(`/api/admin/blog-posts/${created.id}`).expect(200)).body as { version: number };
    const saved = await t.admin
      .patch(`/api/admin/blog-posts/${created.id}`)
      .send({ title: "Rates toggled", content: MARKDOWN, isPublished: true, maths: false, baseVersion: admin.version })
      .expect(200);
    expect(saved.body.maths).toBe(false);
    expect(saved.body.content).not.toContain("<math");
    const revisions = (await t.admin.get(`/api/admin/blog-posts/${created.id}/revisions`).expect(200)).body as { number: number }[];
    const first = Math.min(...revisions.map((revision) => revision.number));
    const kept = (await t.admin.get(`/api/admin/blog-posts/${created.id}/revisions/${first}`).expect(200)).body as { maths: boolean };
    expect(kept.maths).toBe(true);
  });

  it("refuses a maths choice that is not true or false with a clear 400", async () => {
    const res = await t.admin.post("/api/admin/blog-posts").send({ title: "Bad", content: "x", maths: "yes" }).expect(400);
    expect(JSON.stringify(res.body)).toMatch(/maths/);
  });

  it("keeps the source in the Markdown copy, llms-full.txt and the RSS feed", async () => {
    await publish("rates-in-feeds", true);
    const copy = (await request(t.app.app).get("/blog/rates-in-feeds.md").expect(200)).text;
    expect(copy).toContain(MARKDOWN);
    expect((await request(t.app.app).get("/llms-full.txt").expect(200)).text).toContain(MARKDOWN);
    const rss = (await request(t.app.app).get("/rss.xml").expect(200)).text;
    const item = rss.slice(rss.indexOf("rates-in-feeds"));
    expect(item).toContain("The rate is $N = Y \\cdot r$ for a yield $Y$");
    expect(item).toContain("<p>$$\\frac{W_{in}}{W_{out}}$$</p>");
    expect(rss).not.toContain("<math");
  });

  it("gives a fediverse server the TeX and the code as plain text", async () => {
    const { content } = (await request(t.app.app).get("/api/blog-posts/rates-with-maths").expect(200)).body as { content: string };
    const sent = fediverseContent(content, "https://furrow.example").content;
    expect(sent).toContain("The rate is $N = Y \\cdot r$ for a yield $Y$");
    expect(sent).toContain("<p>$$\\frac{W_{in}}{W_{out}}$$</p>");
    expect(sent.replace(/<\/?span>/g, "")).toContain(`<pre><code>${SAMPLE_CODE}`);
    expect(sent).not.toMatch(/<math|hljs|class=/);
  });
});
