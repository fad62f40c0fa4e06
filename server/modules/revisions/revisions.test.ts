// One suite over 300 lines: revision history over HTTP, each case short, sharing the app and the
// post-writing helpers below.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminPost, PostInput, Revision, RevisionSummary } from "../../../shared/types";
import { REVISIONS } from "../../../shared/revisions";
import { revisionSchema, revisionSummarySchema } from "../../../shared/schemas";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const MINUTE = 60_000;

describe("revision history over HTTP", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  async function createPost(fields: Partial<PostInput> = {}): Promise<AdminPost> {
    const input = {
      title: "Drip lines in clay",
      content: "Drip lines keep clay soil evenly moist.",
      tags: ["Irrigation"],
      isPublished: false,
      ...fields,
    };
    return (await admin.post("/api/admin/blog-posts").send(input).expect(201)).body;
  }

  /** Saves the editor's fields over the post as the editor would: based on the version it has. */
  async function save(post: AdminPost, changes: Partial<PostInput> = {}, { autosave = false } = {}): Promise<AdminPost> {
    const input = {
      title: post.title,
      content: post.markdown,
      excerpt: "",
      tags: post.tags,
      isPublished: post.isPublished,
      baseVersion: post.version,
      ...changes,
      ...(autosave && { autosave: true }),
    };
    return (await admin.patch(`/api/admin/blog-posts/${post.id}`).send(input).expect(200)).body;
  }

  async function history(post: Pick<AdminPost, "id">): Promise<RevisionSummary[]> {
    const list = (await admin.get(`/api/admin/blog-posts/${post.id}/revisions`).expect(200)).body;
    expect(revisionSummarySchema.array().safeParse(list).success).toBe(true);
    return list;
  }

  async function revision(post: Pick<AdminPost, "id">, number: number): Promise<Revision> {
    const body = (await admin.get(`/api/admin/blog-posts/${post.id}/revisions/${number}`).expect(200)).body;
    expect(revisionSchema.safeParse(body).success).toBe(true);
    return body;
  }

  it("when a new post is saved for the first time, its history starts with a 'created' entry holding its text", async () => {
    const post = await createPost();
    const [first, ...rest] = await history(post);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      number: 1,
      kind: "created",
      savedBy: "Demo Admin",
      title: "Drip lines in clay",
      isPublished: false,
      autosaves: 0,
      restoredFrom: null,
      wordsRemoved: 0,
    });
    // Title and body: 4 + 7 words.
    expect(first.wordsAdded).toBe(11);
    expect(await revision(post, 1)).toMatchObject({
      markdown: "Drip lines keep clay soil evenly moist.",
      tags: ["Irrigation"],
      slug: post.slug,
      postVersion: 1,
    });

    const published = await createPost({ title: "Published at once", isPublished: true });
    expect((await history(published)).map((entry) => entry.kind)).toEqual(["publish"]);
  });

  it("when the editor auto-saves many times in a few minutes, the saves fold into one entry that counts them", async () => {
    let post = await createPost();
    const startedAt = clock.now().toISOString();
    const sentences = [
      "Emitters every thirty centimetres.",
      "Flush the lines each spring.",
      "Check the filter weekly.",
      "Pressure stays under one bar.",
      "Mulch keeps the surface cool.",
    ];
    for (const sentence of sentences) {
      post = await save(post, { content: `${post.markdown} ${sentence}` }, { autosave: true });
      clock.advance(20_000);
    }
    const list = await history(post);
    expect(list.map((entry) => [entry.number, entry.kind, entry.autosaves])).toEqual([
      [2, "edit", 5],
      [1, "created", 0],
    ]);
    expect(list[0].firstSavedAt).toBe(startedAt);
    expect(list[0].savedAt).toBe(new Date(clock.now().getTime() - 20_000).toISOString());
    // Counted against the entry before the folded ones, not against the last auto-save.
    expect(list[0]).toMatchObject({ wordsAdded: 23, wordsRemoved: 0 });
    expect(await revision(post, 2)).toMatchObject({ markdown: post.markdown, postVersion: post.version });
  });

  it("after ten quiet minutes an auto-save starts a new entry, and a sitting longer than an hour is split", async () => {
    let post = await createPost();
    post = await save(post, { content: "First sitting." }, { autosave: true });
    clock.advance(11 * MINUTE);
    post = await save(post, { content: "Second sitting." }, { autosave: true });
    expect((await history(post)).map((entry) => entry.number)).toEqual([3, 2, 1]);

    // Saves every five minutes keep one entry until it has been going for an hour.
    for (let minute = 5; minute <= 65; minute += 5) {
      clock.advance(5 * MINUTE);
      post = await save(post, { content: `Second sitting, minute ${minute}.` }, { autosave: true });
    }
    const list = await history(post);
    expect(list.map((entry) => [entry.number, entry.autosaves])).toEqual([
      [4, 2],
      [3, 12],
      [2, 1],
      [1, 0],
    ]);
    expect(new Date(list[1].savedAt).getTime() - new Date(list[1].firstSavedAt).getTime()).toBeLessThan(REVISIONS.foldSpanMs);
  });

  it("an explicit save always makes its own entry, and later auto-saves never overwrite it", async () => {
    let post = await createPost();
    post = await save(post, { content: "Typed a little." }, { autosave: true });
    post = await save(post, { content: "Typed a little, then pressed Save." });
    post = await save(post, { content: "Typed a little, then pressed Save, then typed on." }, { autosave: true });
    post = await save(post, { content: "Pressed Save again." });
    const list = await history(post);
    expect(list.map((entry) => [entry.number, entry.kind, entry.autosaves])).toEqual([
      [5, "edit", 0],
      [4, "edit", 1],
      [3, "edit", 0],
      [2, "edit", 1],
      [1, "created", 0],
    ]);
    expect((await revision(post, 3)).markdown).toBe("Typed a little, then pressed Save.");
  });

  it("publishing and unpublishing are each their own entry", async () => {
    let post = await createPost();
    post = await save(post, { content: "Ready." }, { autosave: true });
    post = await save(post, { isPublished: true });
    // An auto-save that (unusually) changes the published state is not folded either.
    post = await save(post, { isPublished: false }, { autosave: true });
    const list = await history(post);
    expect(list.map((entry) => [entry.kind, entry.isPublished])).toEqual([
      ["unpublish", false],
      ["publish", true],
      ["edit", false],
      ["created", false],
    ]);
  });

  it("restoring an older revision brings its content back as a new entry, leaves the post as public as it was, and keeps every entry", async () => {
    let post = await createPost({
      title: "Trickle irrigation",
      excerpt: "Clay holds water.",
      tags: ["Irrigation", "Soil"],
      category: { name: "Water", color: "#1E6091" },
    });
    post = await save(post, {
      title: "Trickle irrigation in sand",
      content: "A new body about sand.",
      excerpt: "",
      tags: ["Sand"],
      slug: "trickle-irrigation-sand",
      isPublished: true,
    });
    const before = await history(post);

    const restored = (
      await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({ baseVersion: post.version }).expect(200)
    ).body as AdminPost;
    expect(restored).toMatchObject({
      title: "Trickle irrigation",
      markdown: "Drip lines keep clay soil evenly moist.",
      excerpt: "Clay holds water.",
      tags: ["Irrigation", "Soil"],
      isPublished: true,
      version: post.version + 1,
    });
    expect(restored.category).toEqual({ name: "Water", color: "#1E6091" });
    expect(restored.slug).toBe("trickle-irrigation");

    const stored = (await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body as AdminPost;
    expect(stored).toMatchObject({ markdown: restored.markdown, title: restored.title, isPublished: true, version: restored.version });
    const list = await history(post);
    expect(list[0]).toMatchObject({ number: 3, kind: "restore", restoredFrom: 1, isPublished: true, title: "Trickle irrigation" });
    expect(list.slice(1)).toEqual(before);
    // Readers find the restored text, and the address they knew still leads to it.
    expect((await request(t.app).get("/api/blog-posts/trickle-irrigation").expect(200)).body.content).toContain(
      "Drip lines keep clay soil evenly moist.",
    );
    expect((await request(t.app).get("/api/blog-posts/trickle-irrigation-sand").expect(200)).body.id).toBe(post.id);
  });

  it("restoring a draft's revision that was published keeps the post a draft", async () => {
    let post = await createPost({ isPublished: true });
    post = await save(post, { content: "Now a draft again.", isPublished: false });
    const restored = (
      await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({ baseVersion: post.version }).expect(200)
    ).body;
    expect(restored).toMatchObject({ isPublished: false, markdown: "Drip lines keep clay soil evenly moist." });
    expect((await history(post))[0]).toMatchObject({ kind: "restore", isPublished: false });
  });

  it("a restore based on an old version is refused with the save's 409, and nothing changes", async () => {
    let post = await createPost();
    const opened = post;
    post = await save(post, { content: "Changed in another tab." });
    const entries = await history(post);

    const refused = await admin
      .post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`)
      .send({ baseVersion: opened.version })
      .expect(409);
    const staleSave = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title: "x", content: "y", baseVersion: opened.version })
      .expect(409);
    expect(refused.body.error).toBe(staleSave.body.error);
    expect(await history(post)).toEqual(entries);
    expect((await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body).toMatchObject({
      markdown: "Changed in another tab.",
      version: post.version,
    });
  });

  it("keeps the newest hundred entries and every version readers saw, pruning older drafts", async () => {
    let post = await createPost({ isPublished: true });
    post = await save(post, { isPublished: false });
    post = await save(post, { isPublished: true });
    post = await save(post, { content: "Edited while live." });
    post = await save(post, { isPublished: false });
    for (let n = 1; n <= 120; n++) post = await save(post, { content: `Revision text number ${n}.` });
    const list = await history(post);
    const numbers = list.map((entry) => entry.number);
    expect(numbers.slice(0, REVISIONS.keepLatest)).toEqual(Array.from({ length: REVISIONS.keepLatest }, (_, i) => 125 - i));
    // Beyond the newest hundred, only what was public remains: 1 at creation, 3 republished, 4 edited while live.
    expect(list.slice(REVISIONS.keepLatest).map((entry) => [entry.number, entry.kind])).toEqual([
      [4, "edit"],
      [3, "publish"],
      [1, "publish"],
    ]);
    await admin.get(`/api/admin/blog-posts/${post.id}/revisions/2`).expect(404);
    expect((await revision(post, 3)).isPublished).toBe(true);
  });

  it("a post stored before revisions were kept gets its stored state as the first entry when next saved", async () => {
    const post = await createPost();
    await t.store.collection("postRevisions").deleteMany({ postId: post.id });
    clock.advance(3 * MINUTE);
    const saved = await save(post, { content: "Drip lines keep clay soil evenly moist in summer." }, { autosave: true });
    const list = await history(post);
    expect(list.map((entry) => [entry.number, entry.kind])).toEqual([
      [2, "edit"],
      [1, "created"],
    ]);
    expect(list[1].savedAt).toBe(post.updatedAt);
    expect(list[0]).toMatchObject({ wordsAdded: 2, wordsRemoved: 0, savedAt: saved.updatedAt });
  });

  it("bulk tagging's additions are an entry of their own, named for it", async () => {
    const post = await createPost({
      title: "Drone scouting for aphids",
      content: "We flew a drone with a multispectral camera over wheat to find aphid hot spots, then sent scouts to check the traps.",
      tags: [],
    });
    const results = (await admin.post("/api/ai-tagging/bulk-analyze").send({}).expect(200)).body.results;
    const added = results.find((result: { id: string }) => result.id === post.id).added as string[];
    expect(added.length).toBeGreaterThan(0);
    const [latest] = await history(post);
    expect(latest).toMatchObject({ number: 2, kind: "edit", savedBy: "Automatic tagging", autosaves: 0, wordsAdded: 0, wordsRemoved: 0 });
    expect((await revision(post, 2)).tags).toEqual(added);
  });

  it("deleting a post deletes its history", async () => {
    let post = await createPost();
    post = await save(post, { content: "One more." });
    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
    await admin.get(`/api/admin/blog-posts/${post.id}/revisions`).expect(404);
    expect(await t.store.collection("postRevisions").countDocuments({ postId: post.id })).toBe(0);
  });

  it("answers 404 for an unknown post or revision, and 400 for a number that is not one", async () => {
    const post = await createPost();
    for (const path of [
      "/api/admin/blog-posts/nosuchpost/revisions",
      "/api/admin/blog-posts/nosuchpost/revisions/1",
      `/api/admin/blog-posts/${post.id}/revisions/99`,
    ]) {
      const res = await admin.get(path).expect(404);
      expect(res.body.error, path).toEqual(expect.any(String));
    }
    await admin.post(`/api/admin/blog-posts/${post.id}/revisions/99/restore`).send({ baseVersion: post.version }).expect(404);
    await admin.post("/api/admin/blog-posts/nosuchpost/revisions/1/restore").send({ baseVersion: 1 }).expect(404);
    for (const number of ["0", "abc", "1.5", "-1", "1e3", "99999999999"]) {
      const res = await admin.get(`/api/admin/blog-posts/${post.id}/revisions/${number}`).expect(400);
      expect(res.body.details[0].path, number).toBe("params.number");
    }
    await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({}).expect(400);
    await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({ baseVersion: "1" }).expect(400);
    await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({ baseVersion: 1, isPublished: true }).expect(400);
    expect((await history(post)).length).toBe(1);
  });

  it("shows and restores nothing without an admin session", async () => {
    const post = await createPost();
    await request(t.app).get(`/api/admin/blog-posts/${post.id}/revisions`).expect(401);
    await request(t.app).get(`/api/admin/blog-posts/${post.id}/revisions/1`).expect(401);
    await request(t.app).post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).send({ baseVersion: post.version }).expect(401);
    expect((await history(post)).length).toBe(1);
  });
});
