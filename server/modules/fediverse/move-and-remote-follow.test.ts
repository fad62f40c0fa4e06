import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListeningBlog } from "./test/listening-blog";
import type { StandInMastodon } from "./test/stand-in-mastodon";
import { closeBoth, followTheBlog, startBlogAndMastodon, type BlogAndMastodon } from "./test/blog-and-mastodon";

describe("a follower moving accounts, and a reader following from their own server", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  let actor: string;
  let inbox: string;

  beforeAll(async () => {
    const world: BlogAndMastodon = await startBlogAndMastodon(["alice", "bob", "carol", "dave"]);
    ({ blog, mastodon, actor, inbox } = world);
    for (const user of ["alice", "carol"]) await followTheBlog(world, user);
  });
  afterAll(() => closeBoth(blog, mastodon));

  const followers = () => blog.services.repositories.fediverseFollowers;

  it("moves a follower to the new account only when it names the old one", async () => {
    // Bob names Alice as his earlier account; Dave names nobody.
    mastodon.addUser("bob", { alsoKnownAs: [mastodon.actorId("alice")] });
    await mastodon.send(inbox, mastodon.move("carol", mastodon.actorId("carol"), mastodon.actorId("dave")));
    await mastodon.send(inbox, mastodon.move("alice", mastodon.actorId("alice"), mastodon.actorId("bob")));
    await blog.services.fediverse!.inbox.settled();
    expect(await followers().find(mastodon.actorId("alice"))).toBeNull();
    expect(await followers().find(mastodon.actorId("bob"))).not.toBeNull();
    expect(await followers().find(mastodon.actorId("carol"))).not.toBeNull();
    expect(await followers().find(mastodon.actorId("dave"))).toBeNull();
  });

  it("finds a reader's follow page through their server's WebFinger, as JSON and as a plain form's redirect", async () => {
    const handle = `@alice@${mastodon.host}`;
    const link = await request(blog.app).get("/api/fediverse/follow-link").query({ handle }).expect(200);
    expect(link.body).toEqual({ url: `${mastodon.origin}/authorize_interaction?uri=${encodeURIComponent(actor)}` });
    const form = await request(blog.app).get("/fediverse/follow").query({ handle }).expect(303);
    expect(form.headers.location).toBe(link.body.url);
  });

  it("says plainly what is wrong with a handle or a server", async () => {
    expect((await request(blog.app).get("/api/fediverse/follow-link").query({ handle: "not a handle" }).expect(400)).body.error).toMatch(
      /@name@your\.server/,
    );
    await request(blog.app).get("/api/fediverse/follow-link").expect(400);
    expect(
      (
        await request(blog.app)
          .get("/api/fediverse/follow-link")
          .query({ handle: `@nobody@${mastodon.host}` })
          .expect(404)
      ).body.error,
    ).toMatch(/no account/);
    const page = await request(blog.app).get("/fediverse/follow").query({ handle: "@x@127.0.0.1:9" }).expect(502);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("Follow on the fediverse");
    expect(page.text).toContain("We could not reach 127.0.0.1:9");
  });
});
