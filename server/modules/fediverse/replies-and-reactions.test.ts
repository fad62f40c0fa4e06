import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminComment, PostReactions, PublicComment } from "../../../shared/types";
import { adminAgent } from "../../test/test-app";
import type { ListeningBlog } from "./test/listening-blog";
import { startStandInMastodon, type StandInMastodon } from "./test/stand-in-mastodon";
import { closeBoth, startBlogAndMastodon } from "./test/blog-and-mastodon";

describe("replies from the fediverse become comments; likes and boosts are counted", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  let admin: ReturnType<typeof request.agent>;
  let inbox: string;
  let post: { _id: string; slug: string; title: string };
  let articleId: string;

  beforeAll(async () => {
    ({ blog, mastodon, inbox } = await startBlogAndMastodon(["alice", "bob"], { FEDIVERSE_REPLIES_PER_SERVER_PER_DAY: "4" }));
    mastodon.addUser("alice", { displayName: "Alice Agronomist" });
    admin = await adminAgent(blog);
    [post] = (await blog.services.repositories.posts.listPublished({ limit: 1, offset: 0 })).items;
    articleId = `${blog.origin}/fediverse/articles/${post._id}`;
  });
  afterAll(() => closeBoth(blog, mastodon));
  beforeEach(() => mastodon.clear());

  const handled = () => blog.services.fediverse!.inbox.settled();
  const adminComments = async () => (await admin.get("/api/admin/comments").expect(200)).body as AdminComment[];
  const fromFediverse = async () => (await adminComments()).filter((comment) => comment.fediverse);
  const mention = (text: string) =>
    `<p><span class="h-card"><a href="${blog.origin}/" class="u-url mention">@<span>furrow</span></a></span> ${text}</p>`;

  it("turns a reply to an article into a comment waiting for the author, marked as from the fediverse", async () => {
    const note = mastodon.note("alice", {
      inReplyTo: articleId,
      content: mention('We saw the same on sandy loam, see <a href="https://example.org/trial">our trial notes</a>.'),
    });
    expect((await mastodon.send(inbox, mastodon.create(note))).status).toBe(202);
    await handled();
    const [comment] = await fromFediverse();
    expect(comment).toMatchObject({
      postId: post._id,
      authorName: "Alice Agronomist",
      content: expect.stringMatching(/^We saw the same on sandy loam, see our trial notes/),
      isApproved: false,
      isSpam: false,
      authorEmail: "",
      fediverse: { handle: `@alice@${mastodon.host}`, noteUrl: expect.any(String) },
    });
    // Not shown until the author approves it; then shown with the replier's profile as its link.
    const before = (await admin.get(`/api/blog-posts/${post._id}/comments`).expect(200)).body as PublicComment[];
    expect(before.find((shown) => shown.id === comment.id)).toBeUndefined();
    await admin.put(`/api/comments/${comment.id}/approve`).expect(200);
    const after = (await admin.get(`/api/blog-posts/${post._id}/comments`).expect(200)).body as PublicComment[];
    expect(after.find((shown) => shown.id === comment.id)).toMatchObject({
      authorName: "Alice Agronomist",
      authorUrl: `${mastodon.origin}/@alice`,
    });
    // The Article's replies collection now lists the note, and counts every approved comment.
    const article = (await mastodon.signedGet(articleId)).json as { replies: { id: string; totalItems: number } };
    const replies = (await mastodon.signedGet(article.replies.id)).json as { type: string; totalItems: number; items: string[] };
    expect(replies).toMatchObject({ type: "Collection", totalItems: article.replies.totalItems, items: [note.id] });
    expect(replies.totalItems).toBeGreaterThanOrEqual(1);

    // The same note delivered again is one comment.
    await mastodon.send(inbox, { ...mastodon.create(note), id: `${note.id}/activity-again` });
    await handled();
    expect(await fromFediverse()).toHaveLength(1);

    // Its author edits it, then deletes it.
    await mastodon.send(inbox, mastodon.update({ ...note, content: mention("Edited: sandy loam and silt.") }));
    await handled();
    expect((await fromFediverse())[0].content).toBe("Edited: sandy loam and silt.");
    // Nobody else can remove it.
    await mastodon.send(
      inbox,
      { ...mastodon.deleteNote(note), actor: mastodon.actorId("bob"), id: `${note.id}/delete-by-bob` },
      { user: "bob" },
    );
    await handled();
    expect(await fromFediverse()).toHaveLength(1);
    await mastodon.send(inbox, mastodon.deleteNote(note));
    await handled();
    expect(await fromFediverse()).toHaveLength(0);
  });

  it("leaves notes that reply to nothing of the blog's alone, and stops a server's replies at its daily cap", async () => {
    await mastodon.send(
      inbox,
      mastodon.create(mastodon.note("bob", { inReplyTo: `${mastodon.origin}/users/alice/statuses/1`, content: "<p>Hi Alice</p>" })),
    );
    await handled();
    expect(await fromFediverse()).toHaveLength(0);
    for (let n = 0; n < 6; n++) {
      await mastodon.send(
        inbox,
        mastodon.create(mastodon.note("bob", { inReplyTo: articleId, content: `<p>Reply number ${n} about cover crops</p>` })),
      );
    }
    await handled();
    // The cap is 4 a day in this test; the first test's reply counted one (its second delivery none).
    expect(await fromFediverse()).toHaveLength(3);
  });

  it("counts likes and boosts once per account, takes them back on Undo, and shows them in the Article", async () => {
    const shown = async () => (await request(blog.app).get(`/api/blog-posts/${post._id}/reactions`).expect(200)).body as PostReactions;
    // Asked before, so the answer is cached: a reaction must drop it.
    expect(await shown()).toEqual({ likes: 0, shares: 0 });
    const like = mastodon.like("alice", articleId);
    await mastodon.send(inbox, like);
    await mastodon.send(inbox, { ...mastodon.like("alice", articleId) });
    await mastodon.send(inbox, mastodon.like("bob", `${blog.origin}/blog/${post.slug}`));
    await mastodon.send(inbox, mastodon.announce("bob", articleId));
    await handled();
    // As the Article states them, and as its likes and shares collections (fetched at the ids it gives) do.
    const counts = async () => {
      const article = (await mastodon.signedGet(articleId)).json as {
        likes: { id: string; totalItems: number };
        shares: { id: string; totalItems: number };
      };
      const collection = async (id: string) => ((await mastodon.signedGet(id)).json as { totalItems: number }).totalItems;
      expect(await collection(article.likes.id)).toBe(article.likes.totalItems);
      expect(await collection(article.shares.id)).toBe(article.shares.totalItems);
      return { likes: article.likes.totalItems, shares: article.shares.totalItems };
    };
    expect(await counts()).toEqual({ likes: 2, shares: 1 });
    expect(await shown()).toEqual({ likes: 2, shares: 1 });
    const boost = mastodon.announce("alice", articleId);
    await mastodon.send(inbox, boost);
    await handled();
    expect(await counts()).toEqual({ likes: 2, shares: 2 });
    await mastodon.send(inbox, mastodon.undo(like));
    await mastodon.send(inbox, mastodon.undo(boost));
    await handled();
    expect(await counts()).toEqual({ likes: 1, shares: 1 });
    expect(await shown()).toEqual({ likes: 1, shares: 1 });
    // The author's Fediverse tab lists them per post.
    const perPost = (await admin.get("/api/admin/fediverse/reactions").expect(200)).body as {
      postId: string;
      title: string;
      likes: number;
      shares: number;
    }[];
    expect(perPost).toContainEqual(expect.objectContaining({ postId: post._id, title: post.title, likes: 1, shares: 1 }));
  });
  it("names a reply by its account's handle when the account has no name", async () => {
    // Another server: the first one's replies are at their daily cap by now.
    const other = await startStandInMastodon({ users: ["noname"] });
    try {
      other.addUser("noname", { displayName: "" });
      const note = other.note("noname", { inReplyTo: articleId, content: mention("Useful, thanks.") });
      expect((await other.send(inbox, other.create(note))).status).toBe(202);
      await handled();
      const reply = (await fromFediverse()).find((comment) => comment.fediverse?.handle === `@noname@${other.host}`);
      expect(reply?.authorName).toBe(`@noname@${other.host}`);

      // The learned filter still judges what a server sends: spam is held, and the author is not asked.
      const spam = other.note("noname", {
        inReplyTo: articleId,
        content: mention("Buy cheap viagra pills from our pharmacy, casino bonus, crypto profit guaranteed, zorblaxium offer."),
      });
      expect((await other.send(inbox, other.create(spam))).status).toBe(202);
      await handled();
      const held = await blog.services.repositories.comments.findFediverseNote(spam.id, other.actorId("noname"));
      expect(held).toMatchObject({ isSpam: true, heldBy: ["filter"], spamReasons: [expect.stringMatching(/filter scored/)] });
    } finally {
      await other.close();
    }
  });
});
