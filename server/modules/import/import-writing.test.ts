import request from "supertest";
import { FIELD_LIMITS } from "../../../shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, startTestApp, type TestApp } from "../../test/test-app";
import type { CommentRecord } from "../../store/repositories/comments.record";
import { createImportJobs, type ImportJobs } from "./import-jobs";
import type { ImportedComment, ImportedPost, SourceReader } from "./imported-item";

/**
 * The writer's side of an import, through a reader written here (the formats' own readers have
 * their tests): comments and replies, WordPress-style old addresses, and an item the file got wrong.
 */
const comment = (
  originalId: string,
  parent: string | null,
  name: string,
  day: number,
  status: ImportedComment["status"] = "approved",
): ImportedComment => ({
  originalId,
  parentOriginalId: parent,
  authorName: name,
  authorEmail: `${name.toLowerCase()}@example.com`,
  content: `Words from ${name}`,
  createdAt: new Date(`2019-05-${day}T10:00:00Z`),
  status,
});

const post = (originalId: string, overrides: Partial<ImportedPost> = {}): ImportedPost => ({
  source: "wordpress",
  originalId,
  title: `Post ${originalId}`,
  slug: `post-${originalId}`,
  markdown: "Body.",
  excerpt: null,
  status: "published",
  publishedAt: new Date("2019-05-14T08:00:00Z"),
  updatedAt: null,
  tags: [],
  featured: false,
  featuredImage: null,
  oldPaths: [`/2019/05/14/post-${originalId}/`, `/?p=${originalId}`],
  originalUrl: null,
  comments: [],
  notes: [],
  ...overrides,
});

const items: ImportedPost[] = [
  // Replies listed before the comments they answer: the writer puts them after.
  post("101", {
    comments: [
      comment("c3", "c2", "Cleo", 17),
      comment("c2", "c1", "Bo", 16),
      comment("c1", null, "Ann", 15),
      comment("c4", null, "Dee", 18, "pending"),
    ],
  }),
  post("102", { title: "" }),
  post("105", { publishedAt: null }),
  // Longer than the editor takes: a reader hands on what the file held.
  post("107", { markdown: "Words. ".repeat(FIELD_LIMITS.markdown / 5) }),
  // Over the title limit, from any reader: fitted with a note, not refused.
  post("106", { title: `A very long title ${"about garlic ".repeat(30)}`.trim(), slug: "" }),
  post("103", { title: "Still written after the bad one" }),
  // Another post of the file already has this slug.
  post("104", { slug: "post-101", oldPaths: [] }),
];

const reader: SourceReader = {
  source: "wordpress",
  async *read() {
    yield { type: "warning", message: "a test file" };
    for (const item of items) yield { type: "post", post: item };
  },
};

let t: TestApp;
let imports: ImportJobs;
const clock = manualClock();

async function runOnce() {
  const job = await imports.upload({
    body: (await import("node:stream")).Readable.from([
      Buffer.from('<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"></rss>'),
    ]),
    fileName: "wp.xml",
    savedBy: { id: null, name: "Test" },
    author: { name: "Jo", avatar: "", bio: "" },
    authorId: null,
  });
  await imports.settled(job._id);
  await imports.confirm(job._id);
  await imports.kick();
  return (await imports.get(job._id))!;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  const { repositories } = t.services;
  imports = createImportJobs({
    jobs: repositories.imports,
    posts: repositories.posts,
    comments: repositories.comments,
    imports: repositories.imports,
    saver: t.services.postSaver,
    clock,
    logger: { debug() {}, info() {}, warn() {}, error() {} } as never,
    dataDir: t.dataDir,
    maxBytes: 1024 * 1024,
    readers: { wordpress: reader },
  });
});
afterAll(async () => {
  await imports.stop();
  await t.close();
});

describe("writing an import", () => {
  it("adds comments with their dates and states, replies after the comments they answer and saying whom, makes slugs unique, and goes on past an item it cannot write", async () => {
    const job = await runOnce();
    expect(job.status).toBe("done");
    expect(job.counts).toEqual({ imported: 6, updated: 0, unchanged: 0, skipped: 0, failed: 1 });
    expect(job.report.find((line) => line.originalId === "104")).toMatchObject({ outcome: "imported", path: "/blog/post-101-2" });
    // Untitled, as WordPress asides are: titled from its first words rather than refused.
    expect(job.report.find((line) => line.originalId === "102")).toMatchObject({
      outcome: "imported",
      title: "Body.",
      reason: expect.stringContaining("untitled: titled"),
    });
    const long = job.report.find((line) => line.originalId === "106")!;
    expect(long).toMatchObject({ outcome: "imported", reason: expect.stringContaining("title shortened to") });
    expect(long.title.length).toBeLessThanOrEqual(FIELD_LIMITS.title);
    expect(long.title.endsWith("…")).toBe(true);
    // Published, the file says, but with no date to publish it on: kept, as a draft.
    expect(job.report.find((line) => line.originalId === "105")).toMatchObject({
      outcome: "imported",
      reason: expect.stringContaining("it has no valid publication date: imported as a draft"),
    });
    expect((await t.services.repositories.posts.findBySlugOrId("post-105"))!.isPublished).toBe(false);
    expect(job.report.find((line) => line.originalId === "107")).toMatchObject({
      outcome: "failed",
      reason: `its text is longer than ${FIELD_LIMITS.markdown} characters`,
    });

    const written = (await t.services.repositories.posts.findBySlugOrId("post-101"))!;
    const stored = await t.store.collection<CommentRecord>("comments").find({ postId: written._id }, { sort: { createdAt: 1 } });
    expect(stored.map((c) => [c.authorName, c.isApproved, c.createdAt.toISOString(), c.inReplyTo?.authorName ?? null])).toEqual([
      ["Ann", true, "2019-05-15T10:00:00.000Z", null],
      ["Bo", true, "2019-05-16T10:00:00.000Z", "Ann"],
      ["Cleo", true, "2019-05-17T10:00:00.000Z", "Bo"],
      ["Dee", false, "2019-05-18T10:00:00.000Z", null],
    ]);

    const visible = (await request(t.app).get(`/api/blog-posts/${written._id}/comments`).expect(200)).body;
    expect(visible.map((c: { authorName: string }) => c.authorName)).toEqual(["Ann", "Bo", "Cleo"]);
    expect(visible[2].inReplyTo).toEqual({ authorName: "Bo" });
    expect(JSON.stringify(visible)).not.toContain("@example.com");
  });

  it("adds no post and no comment when the same file is imported again", async () => {
    const before = [await t.services.repositories.posts.count(), await t.store.collection("comments").countDocuments()];
    const job = await runOnce();
    expect(job.counts).toEqual({ imported: 0, updated: 0, unchanged: 6, skipped: 0, failed: 1 });
    expect([await t.services.repositories.posts.count(), await t.store.collection("comments").countDocuments()]).toEqual(before);
  });

  it("answers the old WordPress addresses, plain permalink included, with a 301 to the post", async () => {
    await request(t.app).get("/?p=101").expect(301).expect("Location", "/blog/post-101");
    await request(t.app).get("/2019/05/14/post-103").expect(301).expect("Location", "/blog/post-103");
    await request(t.app)
      .get("/?p=999")
      .expect((res) => expect(res.status).not.toBe(301));
  });
});

describe("an imported post whose address the editor takes before it is stored", () => {
  it("is reported as failed with the reason, its comments are not added, and the rest of the file is written", async () => {
    const app = await startTestApp({ clock });
    const racing = post("201", { slug: "garlic-race-notes", comments: [comment("c9", null, "Eve", 20)] });
    let reads = 0;
    // Settled by the progress report, which may come before the reader asks for it.
    let markRacingWritten: () => void = () => undefined;
    const racingWritten = new Promise<void>((resolve) => (markRacingWritten = resolve));
    const racingReader: SourceReader = {
      source: "wordpress",
      async *read() {
        reads += 1;
        yield { type: "post", post: racing };
        if (reads === 1) return yield { type: "post", post: post("202") };
        // Writing (the file's second read, after the preview's): once the imported post is written it
        // waits to be stored with the items after it; meanwhile the author publishes one at that address.
        await racingWritten;
        await app.services.posts.create(
          { title: "Garlic race notes", slug: "garlic-race-notes", content: "Mine.", excerpt: "", tags: [], isPublished: true },
          { author: { name: "Jo", avatar: "", bio: "" } },
        );
        yield { type: "post", post: post("202") };
      },
    };
    const { repositories } = app.services;
    const racingImports = createImportJobs({
      jobs: repositories.imports,
      posts: repositories.posts,
      comments: repositories.comments,
      imports: repositories.imports,
      saver: app.services.postSaver,
      clock,
      logger: { debug() {}, info() {}, warn() {}, error() {} } as never,
      dataDir: app.dataDir,
      maxBytes: 1024 * 1024,
      readers: { wordpress: racingReader },
    });
    racingImports.onProgress((_id, done) => done === 1 && markRacingWritten());
    try {
      const uploaded = await racingImports.upload({
        body: (await import("node:stream")).Readable.from([
          Buffer.from('<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"></rss>'),
        ]),
        fileName: "wp.xml",
        savedBy: { id: null, name: "Test" },
        author: { name: "Jo", avatar: "", bio: "" },
        authorId: null,
      });
      await racingImports.settled(uploaded._id);
      await racingImports.confirm(uploaded._id);
      await racingImports.kick();
      const job = (await racingImports.get(uploaded._id))!;
      expect(job.counts).toMatchObject({ imported: 1, failed: 1 });
      expect(job.report.find((line) => line.originalId === "201")).toMatchObject({
        outcome: "failed",
        reason: "its address /blog/garlic-race-notes was taken while it was imported",
        path: null,
      });
      expect((await repositories.posts.findBySlugOrId("garlic-race-notes"))!.markdown).toBe("Mine.");
      expect(await app.store.collection<CommentRecord>("comments").countDocuments({ "importedFrom.originalId": "c9" })).toBe(0);
      expect(await repositories.posts.findBySlugOrId("post-202")).not.toBeNull();
    } finally {
      await racingImports.stop();
      await app.close();
    }
  });
});
