import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { parse } from "yaml";
import yauzl from "yauzl";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { PostRecord } from "../../store/repositories/posts.record";
import { testAppWithAdmin } from "../../test/test-app";
import { writeMarkdownExport } from "./write-markdown-export";
import { binary } from "../../test/binary-body";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Every entry of a zip, by name, read with yauzl as any unzip tool would. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error("no zip"));
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

/** index.md's YAML front matter and its body. */
function readPostFile(text: string): { front: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`no front matter in:\n${text.slice(0, 200)}`);
  return { front: parse(match[1]) as Record<string, unknown>, body: match[2] };
}

describe("exporting the blog to Markdown", () => {
  const t = testAppWithAdmin({ seed: true });
  let entries: Map<string, Buffer>;
  let headers: Record<string, string>;
  let upload: string;
  let posts: PostRecord[];
  let comments: CommentRecord[];
  const postFile = (slug: string) => readPostFile(entries.get(`content/posts/${slug}/index.md`)!.toString("utf8"));

  beforeAll(async () => {
    const { admin, app } = t;
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 45, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    upload = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body.url;
    await admin
      .post("/api/admin/blog-posts")
      .send({
        title: 'Notes: drilling "depth"',
        slug: "drilling-notes",
        content: `Before.\n\n![The drill](${upload} "Drill")\n\nAfter, with a [link](/blog/lorawan-on-the-farm).`,
        tags: ["Seeding", "Field work"],
        featuredImage: upload,
        isPublished: false,
      })
      .expect(201);
    const publishAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "Harvest plan", slug: "harvest-plan", content: "Soon.", isPublished: false, publishAt })
      .expect(201);
    // A renamed post, and one imported with its old paths, keep their old addresses as aliases.
    const renamed = (await app.store.collection<PostRecord>("posts").findOne({ slug: "lorawan-on-the-farm" }))!;
    await admin
      .patch(`/api/admin/blog-posts/${renamed._id}`)
      .send({ title: renamed.title, content: renamed.markdown, slug: "lorawan-farm-networks", isPublished: true })
      .expect(200);
    await app.store
      .collection<PostRecord>("posts")
      .updateOne({ slug: "drone-crop-scouting-workflow" }, { $set: { oldPaths: ["/2019/05/14/drone-scouting/", "/?p=123"] } });
    const approved = (await app.store.collection<CommentRecord>("comments").findOne({ isApproved: true }))!;
    await admin.put(`/api/comments/${approved._id}/reply`).send({ content: "Thanks, 30 cm in clay." }).expect(200);

    posts = await app.store.collection<PostRecord>("posts").find({});
    comments = await app.store.collection<CommentRecord>("comments").find({});
    const res = await admin.get("/api/admin/export").buffer(true).parse(binary).expect(200);
    headers = res.headers as Record<string, string>;
    entries = await unzip(res.body as Buffer);
  });

  it("answers a dated zip attachment, and only to the admin", async () => {
    expect(headers["content-type"]).toBe("application/zip");
    expect(headers["content-disposition"]).toMatch(/^attachment; filename="furrow-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(headers["cache-control"]).toBe("no-store");
    await request(t.app.app).get("/api/admin/export").expect(401);
  });

  it("holds every post, published, draft and scheduled, as content/posts/{slug}/index.md with its front matter", () => {
    expect(posts.length).toBeGreaterThan(10);
    expect(entries.has("README.md")).toBe(true);
    for (const post of posts) {
      const { front, body } = postFile(post.slug);
      expect(front, post.slug).toMatchObject({
        title: post.title,
        slug: post.slug,
        updated: post.updatedAt.toISOString(),
        tags: post.tags,
        description: post.excerpt,
        draft: !post.isPublished && !post.scheduledAt,
        featured: post.isFeatured,
      });
      if (post.isPublished) expect(front.date).toBe(post.publishedAt!.toISOString());
      expect(body.trim()).toBe(post.markdown.replaceAll(upload, upload.replace("/uploads/", "")).trim());
    }
    const published = posts.find((post) => post.isPublished && post.slug === "reading-ndvi-maps-without-fooling-yourself")!;
    // A cover that is not an upload (the samples' drawings) keeps its address on this site.
    expect(postFile(published.slug).front.cover).toBe(`${t.app.config.publicUrl}${published.featuredImage}`);
  });

  it("marks drafts as drafts, and a scheduled post as no draft with its future date as publishDate", () => {
    const draft = postFile("drilling-notes").front;
    expect(draft).toMatchObject({ title: 'Notes: drilling "depth"', draft: true, tags: ["Seeding", "Field work"] });
    expect(draft.publishDate).toBeUndefined();
    const scheduled = postFile("harvest-plan").front;
    const record = posts.find((post) => post.slug === "harvest-plan")!;
    expect(scheduled).toMatchObject({
      draft: false,
      publishDate: record.scheduledAt!.toISOString(),
      date: record.scheduledAt!.toISOString(),
    });
  });

  it("copies uploaded images beside the post and references them by file name", async () => {
    const name = upload.replace("/uploads/", "");
    const { front, body } = postFile("drilling-notes");
    expect(front.cover).toBe(name);
    expect(body).toContain(`![The drill](${name} "Drill")`);
    expect(body).not.toContain("/uploads/");
    expect(entries.get(`content/posts/drilling-notes/${name}`)).toEqual(await t.app.store.files.read(name));
    // Only the images a post uses travel with it.
    expect([...entries.keys()].filter((entry) => entry.endsWith(".webp"))).toEqual([`content/posts/drilling-notes/${name}`]);
  });

  it("keeps earlier slugs and imported old paths as aliases", () => {
    expect(postFile("lorawan-farm-networks").front.aliases).toEqual(["/blog/lorawan-on-the-farm"]);
    expect(postFile("drone-crop-scouting-workflow").front.aliases).toEqual(["/2019/05/14/drone-scouting/", "/?p=123"]);
    expect(postFile("drilling-notes").front.aliases).toBeUndefined();
  });

  it("writes each post's approved comments, oldest first, with replies and never an e-mail address", () => {
    let seen = 0;
    for (const post of posts) {
      const json = entries.get(`content/posts/${post.slug}/comments.json`)!.toString("utf8");
      const expected = comments
        .filter((comment) => comment.postId === post._id && comment.isApproved && !comment.isSpam)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const written = JSON.parse(json) as { name: string; date: string; text: string; reply: { name: string; text: string } | null }[];
      expect(
        written.map((comment) => [comment.name, comment.date, comment.text]),
        post.slug,
      ).toEqual(expected.map((comment) => [comment.authorName, comment.createdAt.toISOString(), comment.content]));
      for (const comment of comments) expect(json).not.toContain(comment.authorEmail);
      expect(json).not.toMatch(/email/i);
      seen += written.length;
    }
    expect(seen).toBeGreaterThan(0);
    expect(comments.some((comment) => !comment.isApproved)).toBe(true);
    const replied = comments.find((comment) => comment.reply)!;
    const onPost = JSON.parse(
      entries.get(`content/posts/${posts.find((post) => post._id === replied.postId)!.slug}/comments.json`)!.toString("utf8"),
    ) as { text: string; reply: unknown }[];
    expect(onPost.find((comment) => comment.text === replied.content)!.reply).toMatchObject({
      text: "Thanks, 30 cm in clay.",
      name: replied.reply!.authorName,
    });
  });

  it("writes the same zip from the command line: npm run export -- <file>", async () => {
    const dir = await mkdtemp(join(tmpdir(), "furrow-export-"));
    try {
      const file = join(dir, "export.zip");
      const env = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: t.app.dataDir };
      const result = await run(join(ROOT, "node_modules", ".bin", "tsx"), ["server/cli/export.ts", file], { cwd: ROOT, env });
      expect(result.stdout).toMatch(new RegExp(`^${posts.length} posts and 1 images of the embedded store exported as Markdown to `));
      const fromCli = await unzip(await readFile(file));
      expect([...fromCli.keys()].sort()).toEqual([...entries.keys()].sort());
      for (const [name, data] of entries) if (name !== "README.md") expect(fromCli.get(name), name).toEqual(data);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("exporting a blog larger than one batch of posts", () => {
  const t = testAppWithAdmin();

  // 50 posts a batch (POSTS_PER_BATCH): 70 take two.
  it("holds every post once, read batch after batch", async () => {
    const slugs: string[] = [];
    for (let index = 0; index < 70; index++) {
      const res = await t.admin
        .post("/api/admin/blog-posts")
        .send({ title: `Field note ${index}`, content: `Note ${index}.`, isPublished: index % 3 !== 0 })
        .expect(201);
      slugs.push(res.body.slug);
    }
    const res = await t.admin.get("/api/admin/export").buffer(true).parse(binary).expect(200);
    const entries = await unzip(res.body as Buffer);
    const exported = [...entries.keys()].filter((name) => name.endsWith("/index.md")).map((name) => name.split("/")[2]);
    expect(exported.sort()).toEqual(slugs.sort());
    expect(readPostFile(entries.get(`content/posts/${slugs[0]}/index.md`)!.toString("utf8"))).toMatchObject({
      front: { title: "Field note 0", draft: true },
      body: "Note 0.\n",
    });
  });

  it("stops with the reason when the download is cut off, rather than waiting for it forever", async () => {
    let written = 0;
    const cutOff = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(written > 2048 ? new Error("the reader went away") : null);
      },
    });
    await expect(writeMarkdownExport(t.app.store, cutOff, { publicUrl: t.app.config.publicUrl, now: new Date() })).rejects.toThrow(
      /the reader went away/,
    );
  });
});
