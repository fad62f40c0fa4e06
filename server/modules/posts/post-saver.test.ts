import { describe, expect, it } from "vitest";
import request from "supertest";
import type { AdminPost, NewsletterSendSummary, RevisionSummary } from "../../../shared/types";
import type { PostRecord } from "../../store/repositories/posts.record";
import { manualClock, testAppWithAdmin } from "../../test/test-app";
import type { PostChanges } from "./post-saver";

const IMPORTER = { id: null, name: "Import" };

describe("saving a post through the one save path", () => {
  const clock = manualClock();
  const suite = testAppWithAdmin({ clock });

  const stored = async (id: string): Promise<PostRecord> => (await suite.app.services.repositories.posts.findById(id))!;
  const history = async (id: string): Promise<RevisionSummary[]> =>
    (await suite.admin.get(`/api/admin/blog-posts/${id}/revisions`).expect(200)).body;
  const sends = async (): Promise<NewsletterSendSummary[]> => (await suite.admin.get("/api/admin/newsletter/sends").expect(200)).body;

  it("a save made from a version someone else saved over first stores nothing, records no revision and starts no newsletter", async () => {
    const draft: AdminPost = (
      await suite.admin
        .post("/api/admin/blog-posts")
        .send({
          title: "Mulch and soil heat",
          content: "Straw mulch keeps soil cool in July.",
          tags: [],
          isPublished: false,
          newsletter: { send: true, content: "excerpt" },
        })
        .expect(201)
    ).body;
    const stale = await stored(draft.id);
    await suite.admin
      .patch(`/api/admin/blog-posts/${draft.id}`)
      .send({
        title: "Mulch and soil heat",
        content: "Straw mulch keeps soil cool in July and August.",
        tags: [],
        isPublished: false,
        baseVersion: draft.version,
      })
      .expect(200);
    const kept = await history(draft.id);

    clock.advance(60_000);
    const published: PostChanges = { ...stale, title: "Published from a stale copy", isPublished: true, updatedAt: clock.now() };
    const saved = await suite.app.services.postSaver.save({
      kind: "edit",
      over: stale,
      post: published,
      savedBy: IMPORTER,
      newsletter: true,
    });

    expect(saved).toBeNull();
    expect(await stored(draft.id)).toMatchObject({ title: "Mulch and soil heat", isPublished: false, version: draft.version + 1 });
    expect(await history(draft.id)).toEqual(kept);
    expect(await sends()).toEqual([]);
    await request(suite.app.app).get(`/api/blog-posts/${draft.slug}`).expect(404);
  });

  it("a complete post saved as new without its newsletter is public with its first revision, and no newsletter goes out", async () => {
    const created = await stored(
      (
        await suite.admin
          .post("/api/admin/blog-posts")
          .send({ title: "Template", content: "Only here to borrow its shape.", tags: [], isPublished: false })
          .expect(201)
      ).body.id,
    );
    const post: PostRecord = {
      ...created,
      _id: "imported-1",
      slug: "hedgerows-and-pollinators",
      title: "Hedgerows and pollinators",
      isPublished: true,
      publishedAt: new Date("2019-05-02T08:00:00Z"),
      createdAt: new Date("2019-05-01T08:00:00Z"),
      updatedAt: new Date("2019-05-02T08:00:00Z"),
      newsletter: { send: true, content: "excerpt" },
    };

    expect(await suite.app.services.postSaver.save({ kind: "new", post, savedBy: IMPORTER, newsletter: false })).toEqual(post);

    expect((await request(suite.app.app).get("/api/blog-posts/hedgerows-and-pollinators").expect(200)).body.title).toBe(
      "Hedgerows and pollinators",
    );
    expect((await history("imported-1")).map((revision) => [revision.kind, revision.savedBy])).toEqual([["publish", "Import"]]);
    expect(await sends()).toEqual([]);
  });
});
