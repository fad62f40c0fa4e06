import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

/** What the editor sends while the author types a never-published post's title: the slug follows it. */
const draftSave = (title: string, baseVersion?: number) => ({
  title,
  content: "Notes.",
  tags: [],
  isPublished: false,
  slug: title.toLowerCase().replace(/\s+/g, "-"),
  ...(baseVersion && { baseVersion }),
});

describe("slugs and the addresses they keep", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  it("when a draft's slug follows its title as it is typed, the words typed on the way stay free", async () => {
    let post = (await admin.post("/api/admin/blog-posts").send(draftSave("Soil")).expect(201)).body;
    for (const title of ["Soil moist", "Soil moisture"]) {
      post = (await admin.patch(`/api/admin/blog-posts/${post.id}`).send(draftSave(title, post.version)).expect(200)).body;
    }
    expect(post.slug).toBe("soil-moisture");
    const next = (
      await admin.post("/api/admin/blog-posts").send({ title: "Soil", content: "Another.", tags: [], isPublished: false }).expect(201)
    ).body;
    expect(next.slug).toBe("soil");
    expect(await t.services.repositories.posts.findBySlugOrId("soil-moist")).toBeNull();
  });

  it("when a published post is renamed, its old address still leads to it and stays reserved", async () => {
    let post = (
      await admin.post("/api/admin/blog-posts").send({ title: "Cover crops", content: "Rye.", tags: [], isPublished: true }).expect(201)
    ).body;
    post = (
      await admin
        .patch(`/api/admin/blog-posts/${post.id}`)
        .send({ title: "Cover crops", content: "Rye.", tags: [], isPublished: true, slug: "winter-cover-crops", baseVersion: post.version })
        .expect(200)
    ).body;
    expect(post.slug).toBe("winter-cover-crops");
    expect((await request(t.app).get("/api/blog-posts/cover-crops").expect(200)).body.id).toBe(post.id);
    const clash = (
      await admin.post("/api/admin/blog-posts").send({ title: "Cover crops", content: "Oats.", tags: [], isPublished: false }).expect(201)
    ).body;
    expect(clash.slug).toBe("cover-crops-2");
  });

  it("when an unpublished post is renamed twice, only the address it was public at is kept", async () => {
    let post = (
      await admin.post("/api/admin/blog-posts").send({ title: "Drip lines", content: "Pipes.", tags: [], isPublished: true }).expect(201)
    ).body;
    const save = (slug: string, isPublished: boolean) =>
      admin
        .patch(`/api/admin/blog-posts/${post.id}`)
        .send({ title: "Drip lines", content: "Pipes.", tags: [], isPublished, slug, baseVersion: post.version })
        .expect(200);
    post = (await save("drip-lines", false)).body;
    post = (await save("drip-irrigation", false)).body;
    post = (await save("drip-irrigation-lines", false)).body;
    const record = (await t.services.repositories.posts.findById(post.id))!;
    expect(record.oldSlugs.sort()).toEqual(["drip-lines"]);
  });
});
