import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ListeningBlog } from "./test/listening-blog";
import type { StandInMastodon } from "./test/stand-in-mastodon";
import { closeBoth, startBlogAndMastodon } from "./test/blog-and-mastodon";

describe("following the blog from Mastodon", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  let actor: string;
  let inbox: string;

  beforeAll(async () => ({ blog, mastodon, actor, inbox } = await startBlogAndMastodon(["alice", "bob"])));
  afterAll(() => closeBoth(blog, mastodon));
  beforeEach(() => mastodon.clear());

  const followers = () => blog.services.repositories.fediverseFollowers;

  it("keeps a follower and answers its Follow with a signed Accept within seconds", async () => {
    const follow = mastodon.follow("alice", actor);
    const sent = await mastodon.send(inbox, follow);
    expect(sent.status).toBe(202);
    const accept = await mastodon.waitForActivity("Accept");
    expect(accept).toMatchObject({ type: "Accept", actor, object: { id: follow.id, type: "Follow" } });
    // Verified by the stand-in with its own library, against the key it fetched from the blog.
    const record = mastodon.received.find((received) => received.body?.type === "Accept");
    expect(record?.verified).toBe(true);
    expect(record?.headers.signature).toMatch(/headers="\(request-target\) host date digest content-type"/);
    expect(await followers().find(mastodon.actorId("alice"))).toMatchObject({ inbox: mastodon.sharedInbox, server: mastodon.host });
  });

  it("keeps one follower for a repeated Follow, and accepts it again", async () => {
    const again = mastodon.follow("alice", actor);
    expect((await mastodon.send(inbox, again)).status).toBe(202);
    await mastodon.waitForActivity("Accept", (activity) => (activity.object as { id: string }).id === again.id);
    expect(await followers().count()).toBe(1);
  });

  it("lets a follower go on Undo of its Follow, and not on another account's", async () => {
    const follow = mastodon.follow("bob", actor);
    await mastodon.send(inbox, follow);
    await mastodon.waitForActivity("Accept", (activity) => (activity.object as { id: string }).id === follow.id);
    expect(await followers().count()).toBe(2);

    // Alice cannot undo Bob's follow.
    const forged = { ...mastodon.undo(follow), id: `${mastodon.actorId("alice")}/undo-of-bob`, actor: mastodon.actorId("alice") };
    expect((await mastodon.send(inbox, forged, { user: "alice" })).status).toBe(202);
    await blog.services.fediverse!.inbox.settled();
    expect(await followers().find(mastodon.actorId("bob"))).not.toBeNull();

    expect((await mastodon.send(inbox, mastodon.undo(follow), { user: "bob" })).status).toBe(202);
    await blog.services.fediverse!.inbox.settled();
    expect(await followers().find(mastodon.actorId("bob"))).toBeNull();
    const page = JSON.parse((await mastodon.signedGet(`${actor}/followers?page=1`)).body) as { totalItems: number; orderedItems: string[] };
    expect(page).toMatchObject({ totalItems: 1, orderedItems: [mastodon.actorId("alice")] });
  });
});
