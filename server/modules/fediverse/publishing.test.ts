import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminPost, FediverseImportedPosts } from "../../../shared/types";
import { adminAgent } from "../../test/test-app";
import { fixture, importFile } from "../import/test/import-test-helpers";
import type { ListeningBlog } from "./test/listening-blog";
import { startStandInMastodon, type ActivityJson, type StandInMastodon } from "./test/stand-in-mastodon";
import { closeBoth, followTheBlog, startBlogAndMastodon, type BlogAndMastodon } from "./test/blog-and-mastodon";

describe("followers get each post: publish, edit, unpublish, delete", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  let admin: ReturnType<typeof request.agent>;
  let actor: string;

  beforeAll(async () => {
    const world: BlogAndMastodon = await startBlogAndMastodon(["alice", "bob"]);
    ({ blog, mastodon, actor } = world);
    admin = await adminAgent(blog);
    // Two followers on one server: each activity reaches its shared inbox once.
    for (const user of ["alice", "bob"]) await followTheBlog(world, user);
  });
  afterAll(() => closeBoth(blog, mastodon));
  beforeEach(() => mastodon.clear());

  const deliveries = () => blog.services.fediverse!.deliveries;
  const ofType = (type: string) => mastodon.activities(type);

  async function publish(fields: Record<string, unknown> = {}): Promise<AdminPost> {
    const created = await admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Soil moisture at three depths",
        content: "Probes at **10, 30 and 60 cm**.\n\n![A probe](/uploads/probe.jpg)",
        tags: ["Irrigation", "Soil Health"],
        isPublished: true,
        ...fields,
      })
      .expect(201);
    return created.body as AdminPost;
  }

  it("sends a new post as a Create of its Article, once to the shared inbox", async () => {
    const post = await publish();
    const create = await mastodon.waitForActivity("Create");
    await deliveries().settled();
    expect(ofType("Create")).toHaveLength(1);
    const article = create.object as ActivityJson;
    expect(article).toMatchObject({
      id: `${blog.origin}/fediverse/articles/${post.id}`,
      type: "Article",
      name: "Soil moisture at three depths",
      url: `${blog.origin}/blog/${post.slug}`,
      attributedTo: actor,
      attachment: [{ type: "Image", url: `${blog.origin}/uploads/probe.jpg`, name: "A probe" }],
    });
    expect(create.to).toContain("https://www.w3.org/ns/activitystreams#Public");
    expect(create.cc).toContain(`${actor}/followers`);
    expect(String(article.content)).toContain("<strong>10, 30 and 60 cm</strong>");
    expect(
      mastodon.received
        .filter((received) => received.body?.type === "Create")
        .every((received) => received.verified && received.path === "/inbox"),
    ).toBe(true);
  });

  it("sends nothing for a page: it is part of the site, not news", async () => {
    await publish({ kind: "page", title: "About the farm", slug: "about-the-farm" });
    // A post published after it is delivered; the page, saved first, would have gone before it.
    await publish({ title: "After the page" });
    await mastodon.waitForActivity("Create", (activity) => (activity.object as ActivityJson).name === "After the page");
    await deliveries().settled();
    expect(ofType("Create").map((activity) => (activity.object as ActivityJson).name)).toEqual(["After the page"]);
  });

  it("sends an edit readers would see as an Update, and nothing for a save that changes nothing they see", async () => {
    const post = await publish({ title: "Drip lines in clay" });
    await mastodon.waitForActivity("Create", (activity) => (activity.object as ActivityJson).name === "Drip lines in clay");
    const edited = await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: "Drip lines in heavy clay",
        content: "Probes at **10, 30 and 60 cm**.",
        tags: ["Irrigation"],
        isPublished: true,
        baseVersion: post.version,
      })
      .expect(200);
    const update = await mastodon.waitForActivity("Update");
    expect(update.object).toMatchObject({ id: `${blog.origin}/fediverse/articles/${post.id}`, name: "Drip lines in heavy clay" });
    expect((update.object as ActivityJson).updated).toBeDefined();

    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({
        title: "Drip lines in heavy clay",
        content: "Probes at **10, 30 and 60 cm**.",
        tags: ["Irrigation"],
        isPublished: true,
        baseVersion: (edited.body as AdminPost).version,
      })
      .expect(200);
    await deliveries().settled();
    expect(ofType("Update")).toHaveLength(1);
  });

  it("sends a Delete when a post is unpublished or deleted, and its addresses answer 410 after", async () => {
    const hidden = await publish({ title: "Cover crops after maize" });
    await mastodon.waitForActivity("Create", (activity) => (activity.object as ActivityJson).name === "Cover crops after maize");
    await admin
      .patch(`/api/admin/blog-posts/${hidden.id}`)
      .send({ title: "Cover crops after maize", content: "Rye.", tags: [], isPublished: false, baseVersion: hidden.version })
      .expect(200);
    const unpublished = await mastodon.waitForActivity("Delete");
    expect(unpublished.object).toMatchObject({ id: `${blog.origin}/fediverse/articles/${hidden.id}`, type: "Tombstone" });

    const removed = await publish({ title: "Biochar trials" });
    await mastodon.waitForActivity("Create", (activity) => (activity.object as ActivityJson).name === "Biochar trials");
    await admin.delete(`/api/admin/blog-posts/${removed.id}`).expect(204);
    await mastodon.waitForActivity(
      "Delete",
      (activity) => (activity.object as ActivityJson).id === `${blog.origin}/fediverse/articles/${removed.id}`,
    );
    const gone = await mastodon.signedGet(`${blog.origin}/fediverse/articles/${removed.id}`);
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ type: "Tombstone" });
    expect((await mastodon.signedGet(`${blog.origin}/blog/${removed.slug}`)).status).toBe(410);
  });

  it("withdraws what is still queued for a post deleted before it went out", async () => {
    // A slow server takes two deliveries at a time (the per-server bound): the third waits its turn.
    mastodon.setDelay(1_000);
    const first = await publish({ title: "Holds the server" });
    await publish({ title: "Holds it too" });
    const post = await publish({ title: "Deleted at once" });
    await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(204);
    mastodon.setDelay(0);
    await deliveries().settled();
    const creates = ofType("Create").map((activity) => (activity.object as ActivityJson).id);
    expect(creates).toContain(`${blog.origin}/fediverse/articles/${first.id}`);
    expect(creates).not.toContain(`${blog.origin}/fediverse/articles/${post.id}`);
    expect(await blog.services.repositories.fediverseDeliveries.counts({ postId: post.id })).toMatchObject({ cancelled: 1 });
  });

  it("removes the followers of a server that answers 410 Gone", async () => {
    const closing = await startStandInMastodon({ users: ["erin"] });
    try {
      await followTheBlog({ mastodon: closing, actor, inbox: `${blog.origin}/fediverse/inbox` }, "erin");
      closing.goneFrom();
      const post = await publish({ title: "Sent to a server that closed" });
      await deliveries().settled();
      expect(await blog.services.repositories.fediverseFollowers.find(closing.actorId("erin"))).toBeNull();
      const [given] = await blog.services.repositories.fediverseDeliveries.latest(5, { postId: post.id, server: closing.host });
      expect(given).toMatchObject({ status: "failed", lastError: expect.stringMatching(/410 Gone: 1 follower removed/) });
      // The other server's followers are kept.
      expect(await blog.services.repositories.fediverseFollowers.find(mastodon.actorId("alice"))).not.toBeNull();
    } finally {
      await closing.close();
    }
  });

  it("sends followers the actor anew when the profile changes", async () => {
    await admin.put("/api/admin/profile").send({ name: "Mara Lindqvist", bio: "Soil scientist." }).expect(200);
    const update = await mastodon.waitForActivity("Update", (activity) => (activity.object as ActivityJson).type === "Person");
    expect(update.object).toMatchObject({ id: actor, type: "Person", name: "Mara Lindqvist", summary: "<p>Soil scientist.</p>" });
  });

  it("tries a delivery again after a 503, and gives up on a 4xx", async () => {
    mastodon.failNext(1, 503);
    const post = await publish({ title: "Retried after a 503" });
    await deliveries().settled();
    const [queued] = await blog.services.repositories.fediverseDeliveries.latest(1, { postId: post.id });
    expect(queued).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/503/) });
    // The author sees it failing for now, and why.
    const listed = (await admin.get("/api/admin/fediverse/deliveries").expect(200)).body as {
      counts: Record<string, number>;
      latest: { id: string; status: string; attempts: number; lastError: string | null }[];
    };
    expect(listed.counts.pending).toBeGreaterThanOrEqual(1);
    expect(listed.latest).toContainEqual(
      expect.objectContaining({ id: queued._id, status: "pending", attempts: 1, lastError: expect.stringMatching(/503/) }),
    );
    // Its wait over, it goes again (the retry is due once the queue's clock passes it).
    await blog.store.collection("fediverseDeliveries").updateOne({ _id: queued._id }, { $set: { nextAttemptAt: new Date(0) } });
    deliveries().kick();
    await mastodon.waitForActivity("Create", (activity) => (activity.object as ActivityJson).name === "Retried after a 503");
    await deliveries().settled();
    expect(await blog.services.repositories.fediverseDeliveries.find(queued._id)).toMatchObject({ status: "done", attempts: 2 });

    mastodon.failNext(1, 403);
    const refused = await publish({ title: "Refused with a 403" });
    await deliveries().settled();
    const [given] = await blog.services.repositories.fediverseDeliveries.latest(1, { postId: refused.id });
    expect(given).toMatchObject({ status: "failed", lastError: expect.stringMatching(/403/) });
    const afterRefusal = (await admin.get("/api/admin/fediverse/deliveries").expect(200)).body as {
      latest: { id: string; status: string; lastError: string | null }[];
    };
    expect(afterRefusal.latest).toContainEqual(
      expect.objectContaining({ id: given._id, status: "failed", lastError: expect.stringMatching(/403/) }),
    );
  });

  it("sends an import's posts to followers only when the author asks, each version once", async () => {
    const job = await importFile(admin, fixture("ghost-export.json"));
    expect(job.status).toBe("done");
    await deliveries().settled();
    expect(ofType("Create")).toHaveLength(0);

    const imported = (await admin.get("/api/admin/fediverse/imported-posts").expect(200)).body as FediverseImportedPosts;
    const cover = imported.find((post) => post.slug.startsWith("cover-crops"));
    expect(cover).toBeDefined();
    expect((await admin.post(`/api/admin/fediverse/posts/${cover!.id}/send`).expect(200)).body).toEqual({ queued: 1 });
    const create = await mastodon.waitForActivity("Create");
    expect(create.object).toMatchObject({ id: `${blog.origin}/fediverse/articles/${cover!.id}`, type: "Article" });
    await deliveries().settled();
    // Sent again unchanged: every server has this version already.
    expect((await admin.post(`/api/admin/fediverse/posts/${cover!.id}/send`).expect(200)).body).toEqual({ queued: 0 });
    await deliveries().settled();
    expect(ofType("Create")).toHaveLength(1);

    const unpublished = await blog.services.repositories.posts.findBySlugOrId("notes-on-soil-sensors");
    const refused = await admin.post(`/api/admin/fediverse/posts/${unpublished!._id}/send`).expect(409);
    expect(refused.body.error).toBe("Only a published post can be sent to followers");
    expect((await admin.post("/api/admin/fediverse/posts/no-such-post/send").expect(404)).body.error).toBe("No such post");
    await request(blog.app).post(`/api/admin/fediverse/posts/${cover!.id}/send`).expect(401);
  });
});
