import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminComment, AdminPost, PostCard } from "../../../shared/types";
import { sampleComments } from "../../seed/sample-content";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

describe("the admin API", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  const draft = {
    title: "Sensor fusion for orchards",
    content: "## Why fuse\n\nLidar and **thermal** together.",
    excerpt: "",
    tags: ["Sensors", "orchards"],
    isPublished: false,
  };

  it("creates a draft that readers cannot see, with rendered HTML and version 1", async () => {
    const created = (await admin.post("/api/admin/blog-posts").send(draft).expect(201)).body as AdminPost;
    expect(created).toMatchObject({ slug: "sensor-fusion-for-orchards", isPublished: false, version: 1, markdown: draft.content });
    expect(created.content).toContain('<h2 id="why-fuse">Why fuse</h2>');
    expect(created.excerpt).toBe("Lidar and thermal together.");
    expect(created.author.name).toBe("Mara Lindqvist");
    await request(t.app).get(`/api/blog-posts/${created.slug}`).expect(404);
    const list = (await admin.get("/api/admin/blog-posts").expect(200)).body as PostCard[];
    expect(list.find((post) => post.id === created.id)?.isPublished).toBe(false);
  });

  it("publishes with an update based on the current version, and readers then find it in lists and search", async () => {
    const created = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ ...draft, title: "Orchard lidar" })
        .expect(201)
    ).body as AdminPost;
    const published = (
      await admin
        .patch(`/api/admin/blog-posts/${created.id}`)
        .send({ ...draft, title: "Orchard lidar", isPublished: true, baseVersion: 1 })
        .expect(200)
    ).body as AdminPost;
    expect(published).toMatchObject({ isPublished: true, version: 2 });
    expect(published.publishedAt).not.toBeNull();
    const latest = (await request(t.app).get("/api/blog-posts?limit=100").expect(200)).body as PostCard[];
    expect(latest.map((post) => post.id)).toContain(created.id);
    const found = (await request(t.app).get("/api/blog-posts/search?q=orchard%20lidar").expect(200)).body as PostCard[];
    expect(found[0]?.id).toBe(created.id);
  });

  it("refuses a save based on an older version with 409 and keeps the newer text", async () => {
    const created = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ ...draft, title: "Two tabs" })
        .expect(201)
    ).body as AdminPost;
    await admin
      .patch(`/api/admin/blog-posts/${created.id}`)
      .send({ ...draft, title: "Two tabs", content: "From tab A", baseVersion: 1 })
      .expect(200);
    const conflict = await admin
      .patch(`/api/admin/blog-posts/${created.id}`)
      .send({ ...draft, title: "Two tabs", content: "From tab B", baseVersion: 1 })
      .expect(409);
    expect(conflict.body.error).toMatch(/changed elsewhere/);
    const stored = (await admin.get(`/api/admin/blog-posts/${created.id}`).expect(200)).body as AdminPost;
    expect(stored).toMatchObject({ markdown: "From tab A", version: 2 });
  });

  it("changes a slug and keeps the old address working", async () => {
    const created = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ ...draft, title: "Old name", isPublished: true })
        .expect(201)
    ).body as AdminPost;
    const renamed = (
      await admin
        .patch(`/api/admin/blog-posts/${created.id}`)
        .send({ ...draft, title: "New name", slug: "new-name", isPublished: true })
        .expect(200)
    ).body;
    expect(renamed.slug).toBe("new-name");
    expect((await request(t.app).get("/api/blog-posts/old-name").expect(200)).body.slug).toBe("new-name");
  });

  it("deletes a post with its comments; it is gone for readers and the admin", async () => {
    const created = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ ...draft, title: "Short-lived", isPublished: true })
        .expect(201)
    ).body as AdminPost;
    await request(t.app)
      .post(`/api/blog-posts/${created.id}/comments`)
      .send({ authorName: "A", authorEmail: "a@example.com", content: "hi" })
      .expect(201);
    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(204);
    await admin.get(`/api/admin/blog-posts/${created.id}`).expect(404);
    await request(t.app).get(`/api/blog-posts/${created.slug}`).expect(404);
    expect(await t.services.repositories.comments.count({ postId: created.id })).toBe(0);
    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(404);
  });

  it("validates post input with the shared schema", async () => {
    const res = await admin
      .post("/api/admin/blog-posts")
      .send({ ...draft, title: "" })
      .expect(400);
    expect(res.body.details[0].path).toBe("body.title");
    await admin
      .post("/api/admin/blog-posts")
      .send({ ...draft, tags: ["x".repeat(41)] })
      .expect(400);
    await admin
      .post("/api/admin/blog-posts")
      .send({ ...draft, isPublished: "yes" })
      .expect(400);
    await admin
      .post("/api/admin/blog-posts")
      .send({ ...draft, authorId: "someone" })
      .expect(400);
  });

  it("lists every comment with its post's title and slug, and the commenter's e-mail", async () => {
    const comments = (await admin.get("/api/admin/comments").expect(200)).body as AdminComment[];
    expect(comments.length).toBeGreaterThanOrEqual(sampleComments.length);
    const pending = comments.filter((comment) => !comment.isApproved);
    expect(pending.length).toBeGreaterThanOrEqual(sampleComments.filter((comment) => !comment.isApproved).length);
    for (const comment of comments) {
      expect(comment.postTitle).not.toBe("");
      expect(comment.postSlug).toMatch(/^[a-z0-9-]+$/);
      expect(comment.authorEmail).toContain("@");
    }
  });

  it("approves a pending comment so it appears on its article, and deletes one for good", async () => {
    const pending = ((await admin.get("/api/admin/comments").expect(200)).body as AdminComment[]).find((comment) => !comment.isApproved)!;
    const before = (await request(t.app).get(`/api/blog-posts/${pending.postId}/comments`).expect(200)).body as { id: string }[];
    expect(before.map((comment) => comment.id)).not.toContain(pending.id);
    await admin.put(`/api/comments/${pending.id}/approve`).expect(200);
    const after = (await request(t.app).get(`/api/blog-posts/${pending.postId}/comments`).expect(200)).body as { id: string }[];
    expect(after.map((comment) => comment.id)).toContain(pending.id);

    await admin.delete(`/api/comments/${pending.id}`).expect(204);
    const gone = (await request(t.app).get(`/api/blog-posts/${pending.postId}/comments`).expect(200)).body as { id: string }[];
    expect(gone.map((comment) => comment.id)).not.toContain(pending.id);
    await admin.put(`/api/comments/${pending.id}/approve`).expect(404);
  });

  it("reads and updates the profile, validating URLs", async () => {
    const profile = (await admin.get("/api/admin/profile").expect(200)).body;
    expect(profile.githubUrl).toMatch(/^https:\/\/github\.com\//);
    await admin.put("/api/admin/profile").send({ youtubeUrl: "" }).expect(200);
    expect((await request(t.app).get("/api/profile").expect(200)).body.youtubeUrl).toBe("");
    await admin.put("/api/admin/profile").send({ githubUrl: "javascript:alert(1)" }).expect(400);
    await admin.put("/api/admin/profile").send({ githubUrl: "not a url" }).expect(400);
    // https only: a plain-text link is refused like any other bad one, and nothing is saved.
    const refused = await admin.put("/api/admin/profile").send({ githubUrl: "http://github.com/ada" }).expect(400);
    expect(JSON.stringify(refused.body.details)).toMatch(/githubUrl/);
    expect((await request(t.app).get("/api/profile").expect(200)).body.githubUrl).toMatch(/^https:/);
  });

  it("counts posts, drafts, pending comments and confirmed subscribers", async () => {
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "stats@example.com" }).expect(200);
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "unconfirmed@example.com" }).expect(200);
    const pending = (await t.services.repositories.subscribers.findByEmail("stats@example.com"))!;
    await t.services.repositories.subscribers.confirm(pending._id, new Date());
    const stats = (await admin.get("/api/admin/stats").expect(200)).body;
    const { posts, comments, subscribers } = t.services.repositories;
    expect(stats).toEqual({
      posts: await posts.count(),
      published: await posts.count({ isPublished: true }),
      drafts: await posts.count({ isPublished: false }),
      commentsPending: await comments.count({ isApproved: false }),
      subscribers: await subscribers.count(),
    });
    expect(stats.subscribers).toBeGreaterThanOrEqual(1);
    expect(stats.subscribers).toBe(await t.store.collection("subscribers").countDocuments({ email: { $ne: "unconfirmed@example.com" } }));
  });

  it("refuses every admin route without a session (401) and keeps the data", async () => {
    const anonymous = request(t.app);
    const [card] = (await anonymous.get("/api/blog-posts?limit=1").expect(200)).body as PostCard[];
    const routes: [string, string][] = [
      ["get", "/api/admin/blog-posts"],
      ["get", `/api/admin/blog-posts/${card.id}`],
      ["post", "/api/admin/blog-posts"],
      ["patch", `/api/admin/blog-posts/${card.id}`],
      ["delete", `/api/admin/blog-posts/${card.id}`],
      ["get", "/api/admin/comments"],
      ["put", "/api/comments/someid/approve"],
      ["delete", "/api/comments/someid"],
      ["get", "/api/admin/profile"],
      ["put", "/api/admin/profile"],
      ["get", "/api/admin/stats"],
      ["post", "/api/admin/connect-mongodb"],
      ["get", "/api/admin/unassigned-posts"],
      ["post", "/api/admin/migrate-posts"],
    ];
    for (const [method, path] of routes) {
      const res = await (anonymous as unknown as Record<string, (path: string) => request.Test>)[method](path).send({ title: "x" });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe("Sign in required");
    }
    await anonymous.get(`/api/blog-posts/${card.slug}`).expect(200);
  });
});

describe("a post without a picture", () => {
  it("shows its drawn share card, and the author can clear a picture again", async () => {
    const t = await startTestApp();
    try {
      const admin = await adminAgent(t);
      const body = {
        title: "No picture here",
        content: "Text",
        tags: [],
        isPublished: true,
        category: { name: "Soil & Water", color: "#7B4A1E" },
      };
      const post = (await admin.post("/api/admin/blog-posts").send(body).expect(201)).body;
      expect(post.featuredImage).toBe("/api/og-image?title=No+picture+here&category=Soil+%26+Water");
      const image = await request(t.app).get(post.featuredImage).expect(200);
      expect(image.headers["content-type"]).toBe("image/png");
      const withPicture = (
        await admin
          .patch(`/api/admin/blog-posts/${post.id}`)
          .send({ ...body, featuredImage: "/uploads/abc-960.webp" })
          .expect(200)
      ).body;
      expect(withPicture.featuredImage).toBe("/uploads/abc-960.webp");
      // The drawn image sent back unchanged (as an editor that loaded the post would) stays drawn, following a new title.
      const retitled = (
        await admin
          .patch(`/api/admin/blog-posts/${post.id}`)
          .send({ ...body, title: "Still no picture", featuredImage: post.featuredImage })
          .expect(200)
      ).body;
      expect(retitled.featuredImage).toBe("/api/og-image?title=Still+no+picture&category=Soil+%26+Water");
      const cleared = (
        await admin
          .patch(`/api/admin/blog-posts/${post.id}`)
          .send({ ...body, featuredImage: "" })
          .expect(200)
      ).body;
      expect(cleared.featuredImage).toMatch(/^\/api\/og-image\?/);
    } finally {
      await t.close();
    }
  });
});
