import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";
import { adminAgent, type TestApp } from "../../test/test-app";
import { ACTOR_KEY_SETTING } from "./actor-keys";

const PUBLIC_URL = "https://blog.example:8443";
const AS = "application/activity+json";
const LD = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

describe("the blog on the fediverse: discovery, the actor, its articles", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL, FEDIVERSE_USERNAME: "fieldnotes" });
  });
  afterAll(() => t.close());

  const asActivity = (path: string, accept = AS) => request(t.app).get(path).set("Accept", accept);

  it("answers WebFinger for the handle, with the host's port, and CORS", async () => {
    const res = await request(t.app).get("/.well-known/webfinger").query({ resource: "acct:fieldnotes@blog.example:8443" }).expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/jrd\+json/);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const jrd = JSON.parse(res.text) as { subject: string; links: { rel: string; href?: string; template?: string; type?: string }[] };
    expect(jrd.subject).toBe("acct:fieldnotes@blog.example:8443");
    expect(jrd.links).toEqual(
      expect.arrayContaining([
        { rel: "self", type: AS, href: `${PUBLIC_URL}/fediverse/actor` },
        { rel: "http://webfinger.net/rel/profile-page", type: "text/html", href: `${PUBLIC_URL}/` },
        { rel: "http://ostatus.org/schema/1.0/subscribe", template: `${PUBLIC_URL}/fediverse/interact?uri={uri}` },
      ]),
    );
    // The actor's id names the same account.
    await request(t.app)
      .get("/.well-known/webfinger")
      .query({ resource: `${PUBLIC_URL}/fediverse/actor` })
      .expect(200);
  });

  it("refuses WebFinger without a resource (400) and for anyone else (404)", async () => {
    expect((await request(t.app).get("/.well-known/webfinger").expect(400)).body.error).toMatch(/resource/);
    await request(t.app).get("/.well-known/webfinger").query({ resource: "acct:someone@blog.example:8443" }).expect(404);
    await request(t.app).get("/.well-known/webfinger").query({ resource: "acct:fieldnotes@elsewhere.example" }).expect(404);
  });

  it("publishes NodeInfo 2.1 through its discovery document", async () => {
    const links = (await request(t.app).get("/.well-known/nodeinfo").expect(200)).body as { links: { rel: string; href: string }[] };
    expect(links.links[0]).toEqual({ rel: "http://nodeinfo.diaspora.software/ns/schema/2.1", href: `${PUBLIC_URL}/nodeinfo/2.1` });
    const info = JSON.parse((await request(t.app).get("/nodeinfo/2.1").expect(200)).text) as Record<string, unknown>;
    expect(info).toMatchObject({ version: "2.1", software: { name: "furrow" }, protocols: ["activitypub"], openRegistrations: false });
    expect((info.usage as { localPosts: number }).localPosts).toBe(await t.services.repositories.posts.count({ isPublished: true }));
  });

  it("describes the author as a Person with a key made once, and sends a browser to the home page", async () => {
    const res = await asActivity("/fediverse/actor").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/activity\+json/);
    const actor = JSON.parse(res.text) as Record<string, unknown>;
    expect(actor).toMatchObject({
      id: `${PUBLIC_URL}/fediverse/actor`,
      type: "Person",
      preferredUsername: "fieldnotes",
      url: `${PUBLIC_URL}/`,
      inbox: `${PUBLIC_URL}/fediverse/actor/inbox`,
      outbox: `${PUBLIC_URL}/fediverse/actor/outbox`,
      followers: `${PUBLIC_URL}/fediverse/actor/followers`,
      following: `${PUBLIC_URL}/fediverse/actor/following`,
      featured: `${PUBLIC_URL}/fediverse/actor/featured`,
      endpoints: { sharedInbox: `${PUBLIC_URL}/fediverse/inbox` },
      manuallyApprovesFollowers: false,
      discoverable: true,
      indexable: true,
      alsoKnownAs: [],
    });
    expect(Array.isArray(actor.attachment)).toBe(true);
    const key = actor.publicKey as { id: string; owner: string; publicKeyPem: string };
    expect(key.owner).toBe(actor.id);
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    // Stored once, as a secret setting: the same on the next request.
    const stored = await t.services.repositories.settings.get<{ publicKeyPem: string }>(ACTOR_KEY_SETTING);
    expect(stored?.publicKeyPem).toBe(key.publicKeyPem);
    const ld = JSON.parse((await asActivity("/fediverse/actor", LD).expect(200)).text) as { publicKey: { publicKeyPem: string } };
    expect(ld.publicKey.publicKeyPem).toBe(key.publicKeyPem);

    const browser = await request(t.app).get("/fediverse/actor").set("Accept", "text/html").expect(302);
    expect(browser.headers.location).toBe("/");
  });

  it("shows the profile as the author edits it: name, bio, picture, links marked rel=me, earlier accounts", async () => {
    const admin = await adminAgent(t);
    await admin
      .put("/api/admin/profile")
      .set("Origin", PUBLIC_URL)
      .send({
        name: "Mara Lindqvist",
        bio: "Soil scientist.",
        avatar: "/uploads/mara.webp",
        githubUrl: "https://github.com/maralindqvist",
        fediverseAlsoKnownAs: ["https://mastodon.example/users/mara"],
      })
      .expect(200);
    const actor = JSON.parse((await asActivity("/fediverse/actor").expect(200)).text) as Record<string, unknown>;
    expect(actor).toMatchObject({
      name: "Mara Lindqvist",
      summary: "<p>Soil scientist.</p>",
      icon: { type: "Image", url: `${PUBLIC_URL}/uploads/mara.webp` },
      alsoKnownAs: ["https://mastodon.example/users/mara"],
    });
    const github = (actor.attachment as { name: string; value: string }[]).find((field) => field.value.includes("github.com"));
    expect(github?.value).toMatch(/<a [^>]*href="https:\/\/github\.com\/maralindqvist"[^>]*rel="[^"]*\bme\b/);
    // Put back as it was, for the tests after.
    await admin
      .put("/api/admin/profile")
      .set("Origin", PUBLIC_URL)
      .send({ avatar: "", githubUrl: "", fediverseAlsoKnownAs: [] })
      .expect(200);
  });

  it("lists the published posts in a paged outbox, and the featured ones", async () => {
    const published = await t.services.repositories.posts.count({ isPublished: true });
    const outbox = JSON.parse((await asActivity("/fediverse/actor/outbox").expect(200)).text) as Record<string, unknown>;
    expect(outbox).toMatchObject({
      type: "OrderedCollection",
      totalItems: published,
      first: `${PUBLIC_URL}/fediverse/actor/outbox?page=1`,
    });
    const page = JSON.parse((await asActivity("/fediverse/actor/outbox?page=1").expect(200)).text) as {
      type: string;
      orderedItems: { type: string; object: { type: string; url: string } }[];
    };
    expect(page.type).toBe("OrderedCollectionPage");
    expect(page.orderedItems.length).toBe(Math.min(published, 20));
    expect(page.orderedItems[0]).toMatchObject({ type: "Create", object: { type: "Article" } });
    await asActivity("/fediverse/actor/outbox?page=0").expect(400);

    const featured = JSON.parse((await asActivity("/fediverse/actor/featured").expect(200)).text) as { orderedItems: { name: string }[] };
    const featuredPosts = await t.services.repositories.posts.listFeatured(5);
    expect(featured.orderedItems.map((item) => item.name)).toEqual(featuredPosts.map((post) => post.title));

    const followers = JSON.parse((await asActivity("/fediverse/actor/followers").expect(200)).text) as { totalItems: number };
    expect(followers.totalItems).toBe(0);
    const following = JSON.parse((await asActivity("/fediverse/actor/following").expect(200)).text) as { totalItems: number };
    expect(following.totalItems).toBe(0);
  });

  it("answers an article's page address with its Article by content negotiation, kept apart from the page in the cache", async () => {
    const [post] = (await t.services.repositories.posts.listPublished({ limit: 1, offset: 0 })).items;
    const path = `/blog/${post.slug}`;
    // The page first, so the cache holds it.
    const page = await request(t.app).get(path).set("Accept", "text/html").expect(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/\bAccept\b/);
    const cachedPage = await request(t.app).get(path).set("Accept", "text/html").expect(200);
    expect(cachedPage.headers.vary).toMatch(/\bAccept\b/);

    for (const accept of [AS, LD]) {
      const res = await asActivity(path, accept).expect(200);
      expect(res.headers["content-type"]).toMatch(/^application\/activity\+json/);
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      const article = JSON.parse(res.text) as Record<string, unknown>;
      expect(article).toMatchObject({
        id: `${PUBLIC_URL}/fediverse/articles/${post._id}`,
        type: "Article",
        name: post.title,
        url: `${PUBLIC_URL}${path}`,
        summary: post.excerpt,
        attributedTo: `${PUBLIC_URL}/fediverse/actor`,
        to: ["https://www.w3.org/ns/activitystreams#Public"],
        cc: [`${PUBLIC_URL}/fediverse/actor/followers`],
        likes: { totalItems: 0 },
        shares: { totalItems: 0 },
      });
      expect(article.tag).toEqual(
        post.tags.map((tag) => expect.objectContaining({ type: "Hashtag", href: `${PUBLIC_URL}/tags/${encodeURIComponent(tag)}` })),
      );
      expect(String(article.content)).not.toMatch(/<(img|table|script|div)\b/);
    }
    // And the page is still the page afterwards.
    const again = await request(t.app).get(path).set("Accept", "text/html").expect(200);
    expect(again.headers["content-type"]).toMatch(/^text\/html/);

    // The dates Mastodon shows and orders by.
    const shownArticle = JSON.parse((await asActivity(path).expect(200)).text) as Record<string, unknown>;
    expect(shownArticle.published).toBe((post.publishedAt ?? post.createdAt).toISOString());

    // The collections it names answer at their ids, with the counts it states; a browser goes to the article.
    for (const which of ["replies", "likes", "shares"] as const) {
      const named = shownArticle[which] as { id: string; totalItems: number };
      expect(named.id).toBe(`${PUBLIC_URL}/fediverse/articles/${post._id}/${which}`);
      const res = await asActivity(new URL(named.id).pathname).expect(200);
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      expect(JSON.parse(res.text)).toMatchObject({ id: named.id, type: "Collection", totalItems: named.totalItems });
      const browser = await request(t.app).get(new URL(named.id).pathname).expect(302);
      expect(browser.headers.location).toBe(`/fediverse/articles/${post._id}`);
    }

    // The stable id: JSON for a server, the page's address for a browser.
    const byId = await asActivity(`/fediverse/articles/${post._id}`).expect(200);
    expect(JSON.parse(byId.text)).toMatchObject({ type: "Article", url: `${PUBLIC_URL}${path}` });
    expect((await request(t.app).get(`/fediverse/articles/${post._id}`).expect(302)).headers.location).toBe(path);
  });

  it("answers 410 with a Tombstone for a post no longer published, and 404 for none", async () => {
    const [post] = (await t.services.repositories.posts.listPublished({ limit: 1, offset: 1 })).items;
    await t.services.store.collection("posts").updateOne({ _id: post._id }, { $set: { isPublished: false } });
    const gone = await asActivity(`/blog/${post.slug}`).expect(410);
    expect(JSON.parse(gone.text)).toMatchObject({ id: `${PUBLIC_URL}/fediverse/articles/${post._id}`, type: "Tombstone" });
    await asActivity(`/fediverse/articles/${post._id}`).expect(410);
    expect(JSON.parse((await asActivity(`/fediverse/articles/${post._id}/replies`).expect(410)).text)).toMatchObject({ type: "Tombstone" });
    await asActivity("/blog/no-such-post").expect(404);
    await asActivity("/fediverse/articles/no-such-post").expect(404);
    await asActivity("/fediverse/articles/no-such-post/likes").expect(404);
  });
});

describe("FEDIVERSE=off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ FEDIVERSE: "off" });
  });
  afterAll(() => t.close());

  it("answers none of it", async () => {
    await request(t.app).get("/.well-known/webfinger").query({ resource: "acct:furrow@localhost:3000" }).expect(404);
    await request(t.app).get("/.well-known/nodeinfo").expect(404);
    await request(t.app).get("/fediverse/actor").set("Accept", AS).expect(404);
    // No inbox takes anything, and nothing is queued.
    for (const inbox of ["/fediverse/inbox", "/fediverse/actor/inbox"])
      await request(t.app)
        .post(inbox)
        .set("Content-Type", AS)
        .send(JSON.stringify({ type: "Follow", actor: "https://x.example/users/a" }))
        .expect(404);
    expect(await t.services.repositories.fediverseInbox.counts()).toMatchObject({ pending: 0, working: 0, done: 0 });
    expect(t.services.fediverse).toBeUndefined();
    // An article's address is only its page.
    const [post] = (await t.services.repositories.posts.listPublished({ limit: 1, offset: 0 })).items;
    expect((await request(t.app).get(`/blog/${post.slug}`).set("Accept", AS).expect(200)).headers["content-type"]).toMatch(/^text\/html/);
  });
});
