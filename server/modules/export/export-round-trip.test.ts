import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { PostRecord } from "../../store/repositories/posts.record";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { importFile } from "../import/test/import-test-helpers";
import { binary } from "../../test/binary-body";

/**
 * Item 10's promise: a blog exported to Markdown and imported into an empty Furrow comes back the
 * same, its uploaded images stored again on the new site.
 */

const UPLOAD = /\/uploads\/[\w-]+\.(?:webp|png|jpe?g|gif|avif)/g;
/** Uploads get new names on the new site; everything else must be the same. */
const normalised = (markdown: string) => markdown.replace(UPLOAD, "/uploads/IMAGE");

describe("a blog exported to Markdown and imported into an empty Furrow", () => {
  let from: TestApp;
  let to: TestApp;
  let before: PostRecord[];
  let after: PostRecord[];
  let upload: string;

  beforeAll(async () => {
    from = await startTestApp({ seed: true });
    const admin = await adminAgent(from);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 45, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    upload = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body.url;
    await admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Drilling depth",
        slug: "drilling-depth",
        content: `Before.\n\n![The drill](${upload} "Drill")\n\nAfter.`,
        tags: ["Seeding"],
        featuredImage: upload,
        isPublished: true,
        isFeatured: true,
      })
      .expect(201);
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Water balance", slug: "water-balance", content: "$$\nP - ET = \\Delta S\n$$", isPublished: true, maths: true })
      .expect(201);
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Half an idea", slug: "half-an-idea", content: "Not yet.", tags: ["Notes"], isPublished: false })
      .expect(201);
    await admin
      .post("/api/admin/blog-posts")
      .send({ kind: "page", title: "About the farm", slug: "about", content: "We grow **barley**.", isPublished: true })
      .expect(201);
    const publishAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Harvest plan", slug: "harvest-plan", content: "Soon.", isPublished: false, publishAt })
      .expect(201);
    const [answered] = await from.store
      .collection<CommentRecord>("comments")
      .find({ isApproved: true, isSpam: { $ne: true } }, { limit: 1 });
    await admin.put(`/api/comments/${answered._id}/reply`).send({ content: "Thanks: 30 cm in clay." }).expect(200);
    before = await from.store.collection<PostRecord>("posts").find({});
    const zip = (await admin.get("/api/admin/export").buffer(true).parse(binary).expect(200)).body as Buffer;

    to = await startTestApp();
    const job = await importFile(await adminAgent(to), zip, "furrow-export.zip", "application/zip");
    expect(job.status, job.error ?? "").toBe("done");
    expect(job.counts).toMatchObject({ imported: before.length, failed: 0 });
    after = await to.store.collection<PostRecord>("posts").find({});
  });
  afterAll(async () => {
    await from?.close();
    await to?.close();
  });

  /** The posts that use no upload; the one that does has its own test, which needs the images step. */
  const hasUpload = (post: PostRecord) => `${post.featuredImage} ${post.markdown}`.match(UPLOAD) !== null;

  const twin = (post: PostRecord): PostRecord => {
    const found = after.find((candidate) => candidate.slug === post.slug);
    if (!found) throw new Error(`${post.slug} did not come back; back: ${after.map((candidate) => candidate.slug).join(", ")}`);
    return found;
  };

  it("gives back every post, and no other", () => {
    expect(before.length).toBeGreaterThan(10);
    expect(after.map((post) => post.slug).sort()).toEqual(before.map((post) => post.slug).sort());
  });

  it("gives back each post's title, body, tags, excerpt and featured flag", () => {
    expect(before.filter(hasUpload).map((post) => post.slug)).toEqual(["drilling-depth"]);
    for (const post of before) {
      const back = twin(post);
      expect({ title: back.title, tags: back.tags, excerpt: back.excerpt, isFeatured: back.isFeatured }, post.slug).toEqual({
        title: post.title,
        tags: post.tags,
        excerpt: post.excerpt,
        isFeatured: post.isFeatured,
      });
      if (!hasUpload(post)) expect(back.markdown.trim(), post.slug).toBe(post.markdown.trim());
    }
  });

  it("gives back a page as a page, and every post as a post", () => {
    for (const post of before) expect(twin(post).kind, post.slug).toBe(post.kind);
    expect(twin(before.find((post) => post.slug === "about")!)).toMatchObject({ kind: "page", isPublished: true });
  });

  it("gives back the maths choice, the maths typeset as before", () => {
    const sent = before.find((post) => post.slug === "water-balance")!;
    expect(sent.html).toContain("<math");
    for (const post of before) expect(twin(post).maths ?? false, post.slug).toBe(post.maths ?? false);
    expect(twin(sent).html).toBe(sent.html);
  });

  it("gives back each post's state and dates: published with its date, drafts as drafts, the scheduled one scheduled", () => {
    for (const post of before) {
      const back = twin(post);
      expect(
        { isPublished: back.isPublished, publishedAt: back.publishedAt, scheduledAt: back.scheduledAt ?? null, updatedAt: back.updatedAt },
        post.slug,
      ).toEqual({
        isPublished: post.isPublished,
        publishedAt: post.publishedAt,
        scheduledAt: post.scheduledAt ?? null,
        updatedAt: post.updatedAt,
      });
    }
    expect(twin(before.find((post) => post.slug === "harvest-plan")!).scheduledAt).toBeInstanceOf(Date);
    expect(twin(before.find((post) => post.slug === "half-an-idea")!).isPublished).toBe(false);
  });

  it("gives back every featured image that was no upload, at its address on the old site", () => {
    for (const post of before.filter((candidate) => !hasUpload(candidate))) {
      const back = twin(post);
      expect(back.featuredImage.replace(from.config.publicUrl, ""), post.slug).toBe(post.featuredImage);
    }
  });

  it("gives back each post's approved comments with their names, texts, dates and the author's replies, and no held one", async () => {
    const approvedOn = async (app: TestApp, post: PostRecord) =>
      (await app.store.collection<CommentRecord>("comments").find({ postId: post._id }))
        .filter((comment) => comment.isApproved && !comment.isSpam)
        .map((comment) => ({
          name: comment.authorName,
          text: comment.content,
          date: comment.createdAt.toISOString(),
          reply: comment.reply ?? null,
        }))
        .sort((a, b) => a.date.localeCompare(b.date));
    let compared = 0;
    for (const post of before) {
      const sent = await approvedOn(from, post);
      compared += sent.length;
      expect(await approvedOn(to, twin(post)), post.slug).toEqual(sent);
    }
    expect(compared).toBeGreaterThan(0);
    expect(await to.store.collection<CommentRecord>("comments").countDocuments({ "reply.content": "Thanks: 30 cm in clay." })).toBe(1);
    const held = await to.store.collection<CommentRecord>("comments").find({ isApproved: false });
    expect(held).toEqual([]);
  });

  it("gives back the post with an uploaded image, its body and cover pointing at copies stored and served here", async () => {
    const post = before.find((candidate) => candidate.slug === "drilling-depth")!;
    const back = twin(post);
    expect(normalised(back.markdown).trim()).toBe(normalised(post.markdown).trim());
    expect(back.featuredImage).toMatch(/^\/uploads\/[\w-]+\.\w+$/);
    const images = [...new Set([back.featuredImage, ...(back.markdown.match(UPLOAD) ?? [])])];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^\/uploads\//);
      const served = await request(to.app).get(image).buffer(true).parse(binary).expect(200);
      expect(served.headers["content-type"]).toMatch(/^image\//);
      expect(((await sharp(served.body as Buffer).metadata()).width ?? 0) > 0).toBe(true);
    }
  });
});
