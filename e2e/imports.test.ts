import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, shoot, viewportAt } from "./harness";
import { hydrated, type ConsoleError } from "./session";

const PUBLISHED = { title: "Pruning the old orchard", slug: "pruning-the-old-orchard" };

/** A WordPress export as WordPress writes one: two published posts, a draft, an approved comment. */
const WXR = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Orchard Diary</title>
  <link>https://orchard.example.com</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://orchard.example.com</wp:base_site_url>
  <item>
    <title><![CDATA[${PUBLISHED.title}]]></title>
    <link>https://orchard.example.com/2021/02/03/${PUBLISHED.slug}/</link>
    <guid isPermaLink="false">https://orchard.example.com/?p=11</guid>
    <content:encoded><![CDATA[<p>Cut to an outward bud, in <strong>dry</strong> weather.</p>]]></content:encoded>
    <wp:post_id>11</wp:post_id>
    <wp:post_date_gmt><![CDATA[2021-02-03 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[${PUBLISHED.slug}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="post_tag" nicename="orchard"><![CDATA[Orchard]]></category>
    <wp:comment>
      <wp:comment_id>5</wp:comment_id>
      <wp:comment_author><![CDATA[Bea]]></wp:comment_author>
      <wp:comment_author_email><![CDATA[bea@example.net]]></wp:comment_author_email>
      <wp:comment_date_gmt><![CDATA[2021-02-04 08:00:00]]></wp:comment_date_gmt>
      <wp:comment_content><![CDATA[Which saw do you use?]]></wp:comment_content>
      <wp:comment_approved><![CDATA[1]]></wp:comment_approved>
      <wp:comment_type><![CDATA[comment]]></wp:comment_type>
      <wp:comment_parent>0</wp:comment_parent>
    </wp:comment>
  </item>
  <item>
    <title><![CDATA[Grafting day]]></title>
    <link>https://orchard.example.com/2021/04/10/grafting-day/</link>
    <guid isPermaLink="false">https://orchard.example.com/?p=12</guid>
    <content:encoded><![CDATA[<p>Whip and tongue, then tape.</p>]]></content:encoded>
    <wp:post_id>12</wp:post_id>
    <wp:post_date_gmt><![CDATA[2021-04-10 09:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[grafting-day]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>
  <item>
    <title><![CDATA[Rootstock list]]></title>
    <link>https://orchard.example.com/?p=13</link>
    <guid isPermaLink="false">https://orchard.example.com/?p=13</guid>
    <content:encoded><![CDATA[<p>M26, MM106.</p>]]></content:encoded>
    <wp:post_id>13</wp:post_id>
    <wp:post_name><![CDATA[rootstock-list]]></wp:post_name>
    <wp:status><![CDATA[draft]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>
</channel>
</rss>
`;

describe("bringing a WordPress blog in through the admin", () => {
  const run = browserRun();
  let folder: string;
  let file: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "furrow-e2e-import-"));
    file = join(folder, "orchard-diary.WordPress.xml");
    await writeFile(file, WXR);
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** Console errors other than the 401 of asking "who is signed in?" while signed out. */
  const unexpected = (errors: ConsoleError[]) => errors.filter((error) => !/401/.test(error.text));

  const figure = (page: Page, list: string, name: string) =>
    page.getByLabel(list).locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]");

  it("uploads the file, shows what it holds, imports it and ends with the report, its CSV and the post on the blog", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await page.goto("/admin");
    await (await hydrated(page.getByRole("button", { name: "Demo login" }))).click();
    const migration = page.getByRole("tab", { name: "Migration", exact: true });
    await (await hydrated(migration)).click();
    const region = page.getByRole("region", { name: "Import & export" });
    const chooser = region.getByLabel("Choose a file to import");
    await hydrated(chooser);
    await chooser.setInputFiles(file);

    const confirm = region.getByRole("button", { name: "Import 3 posts" });
    await confirm.waitFor();
    expect(await figure(page, "In the file", "Published").textContent()).toBe("2");
    expect(await figure(page, "In the file", "Drafts").textContent()).toBe("1");
    expect(await figure(page, "In the file", "Comments").textContent()).toBe("1");
    await shoot(page, "import-preview-1280");
    expect(await axeViolations(page)).toEqual([]);

    await (await hydrated(confirm)).click();
    await region.getByRole("status").filter({ hasText: "Import finished." }).waitFor({ timeout: 60_000 });
    const report = region.getByRole("table", { name: "Import report, first lines" });
    await report.getByRole("link", { name: PUBLISHED.title }).waitFor();
    expect(await report.getByRole("link", { name: PUBLISHED.title }).getAttribute("href")).toBe(`/blog/${PUBLISHED.slug}`);
    expect(await report.getByText("Rootstock list").count()).toBeGreaterThan(0);

    const csvLink = region.getByRole("link", { name: "Download full report (CSV)" });
    const href = (await csvLink.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/admin\/imports\/[^/]+\/report\.csv$/);
    const csv = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
    }, href);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toBe("kind,original id,title,outcome,reason,path");
    expect(lines.some((line) => line.startsWith("post,") && line.includes(PUBLISHED.title) && line.includes(",imported,"))).toBe(true);
    await shoot(page, "import-report-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/blog/${PUBLISHED.slug}`);
    await page.getByRole("heading", { level: 1, name: PUBLISHED.title }).waitFor();
    await page.getByText("Which saw do you use?").waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
