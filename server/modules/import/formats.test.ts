// Over 300 lines: every format's file through the real API with the same upload, preview and
// second-run helpers below; one file keeps the formats' behaviour side by side.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ImportJob } from "../../../shared/schemas/imports";
import type { AdminComment, PostCard } from "../../../shared/types";
import { manualClock, testAppWithAdmin } from "../../test/test-app";
import { importFile, upload, waitForJob } from "./test/import-test-helpers";
import { fixtureEntries, zipToBuffer } from "./test/test-zips";

/** Every format's file through the real API, as an author would bring it: preview, confirm, read the blog. */

const WXR = readFileSync(join(import.meta.dirname, "wordpress", "fixtures", "blog.xml"));
const ZIP = "application/zip";
const XML = "application/xml";

type Admin = ReturnType<typeof testAppWithAdmin>["admin"];

async function adminPosts(admin: Admin): Promise<PostCard[]> {
  return (await admin.get("/api/admin/blog-posts").expect(200)).body as PostCard[];
}
async function adminComments(admin: Admin): Promise<AdminComment[]> {
  return (await admin.get("/api/admin/comments").expect(200)).body as AdminComment[];
}
const bySlug = (posts: PostCard[], slug: string): PostCard => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug} among ${posts.map((candidate) => candidate.slug).join(", ")}`);
  return post;
};

/** The job once its file has been read: waiting for its preview. */
async function previewOf(admin: Admin, body: Buffer, name: string, type: string): Promise<ImportJob> {
  const uploaded = await upload(admin, body, name, type);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const job =
    uploaded.body.status === "reading"
      ? await waitForJob(admin, uploaded.body.id, (j) => j.status !== "reading")
      : (uploaded.body as ImportJob);
  expect(job.status, job.error ?? "").toBe("preview");
  return job;
}

async function redirectsTo(app: ReturnType<typeof testAppWithAdmin>["app"], oldPath: string, slug: string) {
  await request(app.app).get(oldPath).expect(301).expect("Location", `/blog/${slug}`);
}

/** A second run of the same file, counted through the admin API before and after. */
async function expectSecondRunAddsNothing(t: ReturnType<typeof testAppWithAdmin>, body: Buffer, name: string, type: string) {
  const postsBefore = (await adminPosts(t.admin)).length;
  const commentsBefore = (await adminComments(t.admin)).length;
  const again = await importFile(t.admin, body, name, type);
  expect(again.status).toBe("done");
  expect(again.counts).toMatchObject({ imported: 0, updated: 0, failed: 0 });
  expect((await adminPosts(t.admin)).length).toBe(postsBefore);
  expect((await adminComments(t.admin)).length).toBe(commentsBefore);
}

describe("importing a WordPress export through the API", () => {
  const t = testAppWithAdmin({ clock: manualClock(new Date("2026-11-24T09:00:00Z")) });

  it("previews the posts, drafts, scheduled post and comments the file holds, writing nothing", async () => {
    const before = (await adminPosts(t.admin)).length;
    const job = await previewOf(t.admin, WXR, "blog.xml", XML);
    expect(job.source).toBe("wordpress");
    // Of posts 101-108, 101, 103 and 108 are published; 104 (password), 105 (draft), 106 (pending) and
    // 107 (private) become drafts; 102 is in 2035. Comments 11-13 come; 14-17 are spam, trash and backs.
    expect(job.preview).toMatchObject({ posts: 3, drafts: 4, scheduled: 1, pages: 1, comments: 3 });
    expect(job.preview!.skipped).toMatchObject({ "spam comment": 1, "trashed comment": 1, pingback: 1, trackback: 1 });
    expect(job.preview!.skipped).not.toHaveProperty("page");
    expect((await adminPosts(t.admin)).length).toBe(before);
    await t.admin.post(`/api/admin/imports/${job.id}/cancel`).expect(200);
  });

  it("writes the posts public with their dates and tags, drafts as drafts, the future one scheduled and the sticky one featured", async () => {
    const job = await importFile(t.admin, WXR, "blog.xml", XML);
    expect(job.status, job.error ?? "").toBe("done");
    expect(job.counts).toMatchObject({ imported: 9, updated: 0, failed: 0 });

    const posts = await adminPosts(t.admin);
    expect(bySlug(posts, "cover-crops")).toMatchObject({
      title: "Cover crops after harvest",
      isPublished: true,
      publishedAt: "2019-05-14T09:30:00.000Z",
    });
    expect(bySlug(posts, "cover-crops").tags).toEqual(expect.arrayContaining(["Soil", "Rye"]));
    expect(bySlug(posts, "tractor")).toMatchObject({ isPublished: true, isFeatured: true, publishedAt: "2018-03-02T12:00:00.000Z" });
    expect(posts.filter((post) => post.isFeatured).map((post) => post.slug)).toEqual(["tractor"]);
    expect(bySlug(posts, "shade-nets")).toMatchObject({ isPublished: false, scheduledAt: "2035-01-01T08:00:00.000Z" });
    for (const slug of ["yields", "hedges", "fuel"]) expect(bySlug(posts, slug)).toMatchObject({ isPublished: false, publishedAt: null });
    expect(posts.find((post) => post.title === "Half-written: drainage")).toMatchObject({ isPublished: false, publishedAt: null });

    // Readers see the published ones only.
    const publicSlugs = ((await request(t.app.app).get("/api/blog-posts?limit=50").expect(200)).body as PostCard[]).map(
      (post) => post.slug,
    );
    expect(publicSlugs).toEqual(expect.arrayContaining(["cover-crops", "tractor", "open-day"]));
    for (const slug of ["shade-nets", "yields", "hedges", "fuel", "about-the-farm"]) expect(publicSlugs).not.toContain(slug);
    // The page is a page, at its own address; its old one answers with a 301 to it.
    expect(bySlug(posts, "about-the-farm")).toMatchObject({ kind: "page", isPublished: true, tags: [] });
    expect((await request(t.app.app).get("/about/").expect(301)).headers.location).toBe("/about-the-farm");
    expect((await request(t.app.app).get("/?page_id=2").expect(301)).headers.location).toBe("/about-the-farm");
    expect((await request(t.app.app).get("/api/blog-posts/cover-crops").expect(200)).body).toMatchObject({
      title: "Cover crops after harvest",
      tags: expect.arrayContaining(["Soil", "Rye"]),
    });
  });

  it("lands approved comments in public, pending ones in moderation, and counts spam, trash, pingbacks and trackbacks as skipped", async () => {
    const cover = bySlug(await adminPosts(t.admin), "cover-crops");
    const shown = (await request(t.app.app).get(`/api/blog-posts/${cover.id}/comments`).expect(200)).body as {
      authorName: string;
      createdAt: string;
      inReplyTo?: { authorName: string };
    }[];
    expect(shown.map((comment) => comment.authorName)).toEqual(["Bea", "Ada"]);
    expect(shown[0].createdAt).toBe("2019-05-15T08:00:00.000Z");
    // The reply says whom it answers.
    expect(shown[1].inReplyTo).toEqual({ authorName: "Bea" });
    expect(JSON.stringify(shown)).not.toContain("bea@example.net");

    const moderation = (await adminComments(t.admin)).filter((comment) => comment.postSlug === "cover-crops");
    expect(moderation.find((comment) => comment.authorName === "Cid")).toMatchObject({ isApproved: false, isSpam: false });
    expect(moderation.map((comment) => comment.authorName).sort()).toEqual(["Ada", "Bea", "Cid"]);

    const job = ((await t.admin.get("/api/admin/imports").expect(200)).body as ImportJob[]).find(
      (candidate) => candidate.status === "done",
    )!;
    const csv = (
      await t.admin
        .get(`/api/admin/imports/${job.id}/report.csv`)
        .expect(200)
        .expect("Content-Type", /text\/csv/)
    ).text;
    const skippedComments = csv.split("\r\n").filter((line) => /^comment,1[4-7],/.test(line) && line.includes(",skipped,"));
    expect(skippedComments.map((line) => line.split(",")[1]).sort()).toEqual(["14", "15", "16", "17"]);
    // The comments, a menu entry, a product and two attachments.
    expect(job.counts.skipped).toBe(8);
  });

  it("answers the old permalinks, dated and ?p=, with 301 to the post here", async () => {
    await redirectsTo(t.app, "/2019/05/14/cover-crops/", "cover-crops");
    await redirectsTo(t.app, "/?p=101", "cover-crops");
    await redirectsTo(t.app, "/2019/05/14/winter-cover/", "cover-crops");
    await redirectsTo(t.app, "/2018/03/02/tractor/", "tractor");
    // A draft's old address gives nothing away.
    expect((await request(t.app.app).get("/2018/05/05/fuel/")).status).not.toBe(301);
  });

  it("creates no new post and no new comment on a second import of the same file", async () => {
    await expectSecondRunAddsNothing(t, WXR, "blog.xml", XML);
  });
});

describe("importing a Substack export through the API", () => {
  const t = testAppWithAdmin({ clock: manualClock(new Date("2026-11-24T09:00:00Z")) });
  let zip: Buffer;

  it("previews, then writes the letters with their dates, the unpublished one a draft and the future one scheduled", async () => {
    zip = await zipToBuffer(await fixtureEntries("substack"));
    const job = await previewOf(t.admin, zip, "substack.zip", ZIP);
    expect(job.source).toBe("substack");
    // Three published letters (one paid-only, one a podcast), one unpublished, one in 2031; a thread and a page are not posts.
    expect(job.preview).toMatchObject({ posts: 3, drafts: 1, scheduled: 1, comments: 0, skipped: { thread: 1, page: 1 } });
    await t.admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    const done = await waitForJob(t.admin, job.id, (j) => j.status === "done" || j.status === "failed");
    expect(done.counts).toMatchObject({ imported: 5, failed: 0 });

    const posts = await adminPosts(t.admin);
    expect(bySlug(posts, "first-letter")).toMatchObject({
      title: "The \u201cFirst\u201d Letter",
      isPublished: true,
      publishedAt: "2021-03-04T09:30:00.000Z",
    });
    expect(bySlug(posts, "half-written")).toMatchObject({ isPublished: false, publishedAt: null });
    expect(bySlug(posts, "next-week")).toMatchObject({ isPublished: false, scheduledAt: "2031-01-01T08:00:00.000Z" });
    await request(t.app.app).get("/api/blog-posts/first-letter").expect(200);
  });

  it("answers /p/slug with 301 to the post here", async () => {
    await redirectsTo(t.app, "/p/first-letter", "first-letter");
  });

  it("creates nothing on a second import of the same zip", async () => {
    await expectSecondRunAddsNothing(t, zip, "substack.zip", ZIP);
  });
});

describe("importing a Medium export through the API", () => {
  const t = testAppWithAdmin({ clock: manualClock(new Date("2026-11-24T09:00:00Z")) });
  let zip: Buffer;

  it("writes the stories with their dates, the draft a draft, and no response as a post", async () => {
    zip = await zipToBuffer(await fixtureEntries("medium"));
    const job = await previewOf(t.admin, zip, "medium.zip", ZIP);
    expect(job.source).toBe("medium");
    // The draft and the story the export gives no date.
    expect(job.preview).toMatchObject({ drafts: 2, scheduled: 0 });
    await t.admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    const done = await waitForJob(t.admin, job.id, (j) => j.status === "done" || j.status === "failed");
    expect(done.counts).toMatchObject({ imported: job.preview!.posts + job.preview!.drafts + job.preview!.scheduled, failed: 0 });

    const posts = await adminPosts(t.admin);
    expect(bySlug(posts, "walking-the-coast")).toMatchObject({ isPublished: true });
    expect(bySlug(posts, "walking-the-coast").publishedAt).toMatch(/^2019-05-1/);
    expect(bySlug(posts, "unfinished-thoughts")).toMatchObject({ isPublished: false, publishedAt: null });
    expect(bySlug(posts, "undated-field-notes")).toMatchObject({ isPublished: false, publishedAt: null });
    expect(posts.map((post) => post.title)).not.toContain("Great point, I agree with all of it");
  });

  it("answers Medium's addresses with their id with 301 to the post here", async () => {
    await redirectsTo(t.app, "/@walker/walking-the-coast-1a2b3c4d5e6f", "walking-the-coast");
    await redirectsTo(t.app, "/p/1a2b3c4d5e6f", "walking-the-coast");
  });

  it("creates nothing on a second import of the same zip", async () => {
    await expectSecondRunAddsNothing(t, zip, "medium.zip", ZIP);
  });
});

describe("importing a Hugo site's Markdown through the API", () => {
  const t = testAppWithAdmin({ clock: manualClock(new Date("2026-11-24T09:00:00Z")) });
  let zip: Buffer;

  it("writes the posts with their dates and tags, the draft a draft, the future one scheduled and the featured one featured", async () => {
    zip = await zipToBuffer(await fixtureEntries("hugo", "site/"));
    const job = await previewOf(t.admin, zip, "hugo.zip", ZIP);
    expect(job.source).toBe("markdown");
    expect(job.preview).toMatchObject({ drafts: 1, scheduled: 1, pages: 1 });
    await t.admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    const done = await waitForJob(t.admin, job.id, (j) => j.status === "done" || j.status === "failed");
    const { posts: published, drafts, scheduled, pages } = job.preview!;
    expect(done.counts).toMatchObject({ imported: published + drafts + scheduled + pages!, failed: 0 });

    const posts = await adminPosts(t.admin);
    expect(bySlug(posts, "toml-post")).toMatchObject({ title: "A TOML Post", isPublished: true, isFeatured: true });
    expect(bySlug(posts, "trip-to-lisbon")).toMatchObject({
      isPublished: true,
      excerpt: "The tram up the hill.",
      tags: ["travel", "Portugal"],
    });
    expect(posts.filter((post) => post.scheduledAt)).toHaveLength(1);
    expect(posts.filter((post) => !post.isPublished && !post.scheduledAt)).toHaveLength(1);
  });

  it("answers the aliases and the Hugo address with 301 to the post here", async () => {
    await redirectsTo(t.app, "/old/toml-post/", "toml-post");
    await redirectsTo(t.app, "/posts/toml-elsewhere", "toml-post");
    await redirectsTo(t.app, "/posts/toml-post/", "toml-post");
    // The pages folder's page is a page here, at /about; its Hugo address answers with a 301 to it.
    expect((await request(t.app.app).get("/pages/about/").expect(301)).headers.location).toBe("/about");
    await request(t.app.app).get("/api/pages/about").expect(200);
  });

  it("creates nothing on a second import of the same zip", async () => {
    await expectSecondRunAddsNothing(t, zip, "hugo.zip", ZIP);
  });
});

describe("importing a Jekyll site's Markdown through the API", () => {
  const t = testAppWithAdmin({ clock: manualClock(new Date("2026-11-24T09:00:00Z")) });
  let zip: Buffer;

  it("writes the posts with their dates and tags, and _drafts and published: false as drafts", async () => {
    zip = await zipToBuffer(await fixtureEntries("jekyll"));
    const job = await importFile(t.admin, zip, "jekyll.zip", ZIP);
    expect(job.status, job.error ?? "").toBe("done");
    const posts = await adminPosts(t.admin);
    expect(bySlug(posts, "coffee-notes")).toMatchObject({
      title: "Coffee Notes",
      isPublished: true,
      publishedAt: "2019-05-14T06:30:00.000Z",
      excerpt: "Beans and water",
    });
    expect(bySlug(posts, "coffee-notes").tags).toEqual(["coffee", "Brewing", "drinks", "morning"]);
    expect(bySlug(posts, "no-time")).toMatchObject({ isPublished: false, publishedAt: null });
    await request(t.app.app).get("/api/blog-posts/coffee-notes").expect(200);
  });

  it("answers redirect_from and the Jekyll address with 301 to the post here", async () => {
    await redirectsTo(t.app, "/2019/05/14/coffee.html", "coffee-notes");
    await redirectsTo(t.app, "/drinks/morning/2019/05/14/coffee-notes.html", "coffee-notes");
  });

  it("creates nothing on a second import of the same zip", async () => {
    await expectSecondRunAddsNothing(t, zip, "jekyll.zip", ZIP);
  });
});

describe("hostile files through the API", () => {
  const t = testAppWithAdmin();

  async function expectRefused(body: Buffer | string, name: string, type: string, message: RegExp) {
    const before = (await adminPosts(t.admin)).length;
    const res = await upload(t.admin, body, name, type);
    if (res.status === 201) {
      // A file too large to read at once is read in the background: its job fails with the message.
      const job = await waitForJob(t.admin, res.body.id, (j) => j.status !== "reading");
      expect(job.status).toBe("failed");
      expect(job.error).toMatch(message);
    } else {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toMatch(message);
    }
    expect((await adminPosts(t.admin)).length).toBe(before);
  }

  it("refuses a zip with an entry climbing out of its folder, naming the entry", async () => {
    // yazl will not write such a name: write a harmless one of the same length and change it in the bytes.
    const harmless = await zipToBuffer([
      { name: "content/posts/fine.md", data: "---\ntitle: Fine\ndate: 2020-01-01\n---\nHello." },
      { name: "xx/evil.md", data: "---\ntitle: Evil\n---\nGotcha." },
    ]);
    const zip = Buffer.from(harmless.toString("latin1").split("xx/evil.md").join("../evil.md"), "latin1");
    await expectRefused(zip, "site.zip", ZIP, /"\.\.\/evil\.md"/);
  });

  it("refuses a zip bomb: an entry that expands far beyond its packed size", async () => {
    const zip = await zipToBuffer([
      { name: "content/posts/fine.md", data: "---\ntitle: Fine\ndate: 2020-01-01\n---\nHello." },
      { name: "content/posts/bomb.md", data: Buffer.alloc(64 * 1024 * 1024, 0x41) },
    ]);
    await expectRefused(zip, "bomb.zip", ZIP, /zip/i);
  });

  it("refuses a zip of something other than an export, saying what it looked for", async () => {
    const zip = await zipToBuffer([{ name: "holiday/notes.txt", data: "Sun." }]);
    await expectRefused(zip, "holiday.zip", ZIP, /no Substack posts\.csv, no Medium posts and no Markdown files with front matter/);
  });

  it("refuses malformed XML, saying so", async () => {
    const broken = WXR.toString("utf8").replace("</channel>", "").slice(0, 6000);
    await expectRefused(Buffer.from(broken), "broken.xml", XML, /XML|WordPress/);
  });
});
