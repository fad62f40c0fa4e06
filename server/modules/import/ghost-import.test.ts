import { readdir } from "node:fs/promises";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { manualClock, testAppWithAdmin } from "../../test/test-app";
import { fixture, importFile, upload } from "./test/import-test-helpers";

const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
const t = testAppWithAdmin({ clock, env: { IMPORT_MAX_MB: "1" } });
const GHOST = fixture("ghost-export.json");

describe("importing a Ghost export", () => {
  it("previews what the file holds before writing anything", async () => {
    const before = await t.app.services.repositories.posts.count();
    const res = await upload(t.admin, GHOST, "blog.ghost.json").expect(201);
    expect(res.body).toMatchObject({ status: "preview", source: "ghost", fileName: "blog.ghost.json", fileBytes: GHOST.length });
    expect(res.body.preview).toMatchObject({ posts: 2, drafts: 1, scheduled: 1, pages: 1, comments: 0, tags: 3, skipped: {} });
    // The featured image and the one in the text.
    expect(res.body.preview.images).toBe(2);
    expect(res.body.preview.warnings.join("\n")).toMatch(/__GHOST_URL__/);
    expect(res.body.progress).toEqual({ done: 0, total: 5 });
    expect(await t.app.services.repositories.posts.count()).toBe(before);
    await t.admin
      .post(`/api/admin/imports/${res.body.id}/cancel`)
      .expect(200)
      .expect((r) => expect(r.body.status).toBe("cancelled"));
  });

  it("writes the posts with their dates, states, tags and old addresses once confirmed", async () => {
    // The blog already spells one of the file's tags its own way.
    await t.admin
      .post("/api/admin/blog-posts")
      .send({ title: "Our soil", content: "Loam.", tags: ["Soil Health"], isPublished: true })
      .expect(201);
    const job = await importFile(t.admin, GHOST);
    expect(job.status).toBe("done");
    expect(job.counts).toEqual({ imported: 5, updated: 0, unchanged: 0, skipped: 0, failed: 0 });
    // The page arrives as a page, at its own address.
    expect(job.report.find((line) => line.originalId === "64a1f0c2e4b0a1b2c3d4e505")).toMatchObject({
      kind: "page",
      outcome: "imported",
      path: "/about",
    });
    expect((await request(t.app.app).get("/api/pages/about").expect(200)).body).toMatchObject({ kind: "page", title: "About this farm" });

    const { posts } = t.app.services.repositories;
    const cover = (await posts.findBySlugOrId("cover-crops-after-harvest"))!;
    expect(cover).toMatchObject({
      title: "Cover crops after harvest",
      isPublished: true,
      isFeatured: true,
      tags: ["Soil Health", "Cover Crops"],
      excerpt: "Why winter rye goes in the day the combine leaves.",
    });
    expect(cover.publishedAt).toEqual(new Date("2024-09-14T08:30:00.000Z"));
    expect(cover.featuredImage).toBe("/content/images/2024/09/rye-cover.jpg");
    expect(cover.featuredImageAlt).toBe("Winter rye standing green over bare soil");
    // A link to another imported post points at its page here.
    expect(cover.markdown).toContain("[drip lines](/blog/drip-lines-on-a-budget)");
    expect(cover.markdown).toContain("## Seeding rates");
    expect(cover.markdown).toMatch(/^-\s+Rye: 60 kg\/ha$/m);
    expect(cover.newsletter ?? null).toBeNull();

    const drip = (await posts.findBySlugOrId("drip-lines-on-a-budget"))!;
    expect(drip.publishedAt).toEqual(new Date("2023-05-02T06:15:00.000Z"));
    expect(drip.tags).toEqual(["Irrigation"]);
    expect(drip.markdown).toContain("```yaml");

    const draft = (await posts.findBySlugOrId("notes-on-soil-sensors"))!;
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null });

    const scheduled = (await posts.findBySlugOrId("spring-planting-calendar"))!;
    expect(scheduled.isPublished).toBe(false);
    expect(scheduled.scheduledAt).toEqual(new Date("2027-03-01T07:00:00.000Z"));
    // Readers see the published ones (not the page, which is in no list); no newsletter was queued for them.
    const list = (await request(t.app.app).get("/api/blog-posts?limit=50").expect(200)).body;
    expect(list.map((post: { slug: string }) => post.slug)).toEqual(
      expect.arrayContaining(["cover-crops-after-harvest", "drip-lines-on-a-budget"]),
    );
    expect(list.map((post: { slug: string }) => post.slug)).not.toContain("about");
    expect(await t.app.store.collection("newsletterSends").countDocuments()).toBe(0);
  });

  it("creates nothing on a second import of the same file", async () => {
    const before = await t.app.services.repositories.posts.count();
    const job = await importFile(t.admin, GHOST);
    expect(job.counts).toEqual({ imported: 0, updated: 0, unchanged: 5, skipped: 0, failed: 0 });
    expect(await t.app.services.repositories.posts.count()).toBe(before);
  });

  it("updates a post changed in the file, and leaves alone one the author edited here since", async () => {
    const { posts } = t.app.services.repositories;
    const drip = (await posts.findBySlugOrId("drip-lines-on-a-budget"))!;
    await t.admin
      .patch(`/api/admin/blog-posts/${drip._id}`)
      .send({ title: drip.title, content: "My own words now.", tags: drip.tags, isPublished: true, baseVersion: drip.version })
      .expect(200);
    const changed = GHOST.toString("utf8")
      .replace("Winter rye holds the soil.", "Winter rye holds the soil all winter.")
      .replace("Pressure-compensating emitters", "Cheap emitters");
    const job = await importFile(t.admin, changed);
    expect(job.counts).toMatchObject({ imported: 0, updated: 1, unchanged: 3, skipped: 1 });
    expect(job.report.find((line) => line.title === "Drip lines on a budget")).toMatchObject({
      outcome: "skipped",
      reason: "edited in Furrow since the last import: left alone",
    });
    expect((await posts.findBySlugOrId("cover-crops-after-harvest"))!.markdown).toContain("holds the soil all winter");
    expect((await posts.findBySlugOrId("drip-lines-on-a-budget"))!.markdown).toBe("My own words now.");
    const csv = (
      await t.admin
        .get(`/api/admin/imports/${job.id}/report.csv`)
        .expect(200)
        .expect("Content-Type", /text\/csv/)
    ).text;
    expect(csv.split("\r\n")[0]).toBe("kind,original id,title,outcome,reason,path");
    expect(csv).toContain(
      "post,64a1f0c2e4b0a1b2c3d4e502,Drip lines on a budget,skipped,edited in Furrow since the last import: left alone,/blog/drip-lines-on-a-budget",
    );
    // The upload itself is not kept once the import has ended; its report is.
    expect((await readdir(join(t.app.dataDir, "imports"))).filter((name) => !name.endsWith(".report.csv"))).toEqual([]);
  });

  it("sends an old Ghost address on to the post's page here, following a later rename", async () => {
    await request(t.app.app).get("/cover-crops-after-harvest/").expect(301).expect("Location", "/blog/cover-crops-after-harvest");
    await request(t.app.app).get("/Cover-Crops-After-Harvest").expect(301).expect("Location", "/blog/cover-crops-after-harvest");
    const { posts } = t.app.services.repositories;
    const cover = (await posts.findBySlugOrId("cover-crops-after-harvest"))!;
    await t.admin
      .patch(`/api/admin/blog-posts/${cover._id}`)
      .send({
        title: cover.title,
        content: cover.markdown,
        tags: cover.tags,
        isPublished: true,
        slug: "rye-after-harvest",
        baseVersion: cover.version,
      })
      .expect(200);
    await request(t.app.app).get("/cover-crops-after-harvest/").expect(301).expect("Location", "/blog/rye-after-harvest");
    // A draft's old address gives nothing away.
    expect((await request(t.app.app).get("/notes-on-soil-sensors/")).status).not.toBe(301);
    expect((await request(t.app.app).get("/no-such-old-post/")).status).not.toBe(301);
  });

  it("lists the imports, newest first", async () => {
    const list = (await t.admin.get("/api/admin/imports").expect(200)).body;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((job: { status: string }) => job.status)).toEqual(expect.arrayContaining(["done", "cancelled"]));
    const times = list.map((job: { createdAt: string }) => job.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("refuses an empty, malformed, unknown or oversized file with a 4xx naming the problem, and writes nothing", async () => {
    const before = await t.app.services.repositories.posts.count();
    expect((await upload(t.admin, "").expect(400)).body.error).toMatch(/empty/i);
    expect((await upload(t.admin, '{"db": [{"data": {"posts": [').expect(400)).body.error).toMatch(/not valid JSON/);
    expect((await upload(t.admin, '{"hello": "world"}').expect(415)).body.error).toMatch(/not a Ghost export/);
    expect((await upload(t.admin, "GIF89a\x01\x00", "cat.gif", "image/gif").expect(415)).body.error).toMatch(/cannot read this file/);
    expect((await upload(t.admin, '<?xml version="1.0"?><feed></feed>', "feed.xml", "application/xml").expect(415)).body.error).toMatch(
      /not a WordPress export/,
    );
    const wxr = '<?xml version="1.0"?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel></channel></rss>';
    // A WordPress export of a blog with no posts is one: its preview says there is nothing to import.
    const emptyBlog = (await upload(t.admin, wxr, "blog.xml", "application/xml").expect(201)).body;
    expect(emptyBlog).toMatchObject({ source: "wordpress", preview: { posts: 0, drafts: 0, scheduled: 0 } });
    await t.admin.post(`/api/admin/imports/${emptyBlog.id}/cancel`).expect(200);
    expect(
      (await upload(t.admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), "site.zip", "application/zip").expect(400)).body.error,
    ).toMatch(/truncated or damaged/);
    expect((await upload(t.admin, Buffer.alloc(1024 * 1024 + 1, 32), "big.json").expect(413)).body.error).toMatch(/IMPORT_MAX_MB/);
    expect((await upload(t.admin, "x", "form", "multipart/form-data; boundary=x").expect(400)).body.error).toMatch(
      /multipart form is malformed \(unexpected end of form\)/,
    );
    expect((await upload(t.admin, "x", "form", "multipart/form-data").expect(400)).body.error).toMatch(/multipart form is malformed/);
    expect((await t.admin.post("/api/admin/imports").field("note", "no file here").expect(400)).body.error).toMatch(/holds no file/);
    expect(
      (
        await t.admin
          .post("/api/admin/imports")
          .attach("file", Buffer.alloc(1024 * 1024 + 1, 32), "big.json")
          .expect(413)
      ).body.error,
    ).toMatch(/IMPORT_MAX_MB/);
    expect(await t.app.services.repositories.posts.count()).toBe(before);
  });

  it("takes the file from a multipart form too, named as the browser named it", async () => {
    const res = await t.admin
      .post("/api/admin/imports")
      .field("note", "from the form")
      .attach("export", GHOST, "my-blog.ghost.json")
      .expect(201);
    expect(res.body).toMatchObject({ status: "preview", source: "ghost", fileName: "my-blog.ghost.json", fileBytes: GHOST.length });
    await t.admin.post(`/api/admin/imports/${res.body.id}/cancel`).expect(200);
  });

  it("is for the admin only", async () => {
    await request(t.app.app).post("/api/admin/imports").set("Content-Type", "application/json").send(GHOST).expect(401);
    await request(t.app.app).get("/api/admin/imports").expect(401);
  });

  it("answers an unknown import with 404 and a confirm of a finished one with 409", async () => {
    await t.admin.get("/api/admin/imports/nope").expect(404);
    const done = (await t.admin.get("/api/admin/imports").expect(200)).body.find((job: { status: string }) => job.status === "done");
    expect((await t.admin.post(`/api/admin/imports/${done.id}/confirm`).expect(409)).body.error).toBe(
      "This import is not waiting for confirmation (it is done)",
    );
    expect((await t.admin.get(`/api/admin/imports/${done.id}`).expect(200)).body.status).toBe("done");
  });
});
