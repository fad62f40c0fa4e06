import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startListeningBlog, type ListeningBlog } from "./test/listening-blog";
import { startStandInMastodon, type StandInMastodon, type Tamper } from "./test/stand-in-mastodon";
import { closeBoth, startBlogAndMastodon } from "./test/blog-and-mastodon";
import { draftGetVerifies } from "./test/stand-in-signatures";

describe("the inbox verifies every POST as it arrives", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  let actor: string;
  let inbox: string;

  beforeAll(async () => ({ blog, mastodon, actor, inbox } = await startBlogAndMastodon(["alice", "bob"])));
  afterAll(() => closeBoth(blog, mastodon));
  beforeEach(() => mastodon.clear());

  const queued = () => blog.services.repositories.fediverseInbox.counts();

  it.each<[Tamper, RegExp]>([
    ["no-signature", /not signed/],
    ["signature", /does not match/],
    ["body", /does not match/],
    ["date-stale", /more than an hour old/],
    ["date-future", /five minutes ahead/],
    ["no-digest", /Digest/],
    ["wrong-digest", /does not match its digest/],
    ["digest-unsigned", /cannot be read.*digest/i],
  ])("refuses a request with %s with 401, and queues nothing", async (tamper, reason) => {
    const before = await queued();
    const answer = await mastodon.send(inbox, mastodon.like("alice", actor), { tamper });
    expect(answer.status).toBe(401);
    expect((JSON.parse(answer.body) as { error: string }).error).toMatch(reason);
    expect(await queued()).toEqual(before);
  });

  it.each<Tamper>(["no-signature", "signature", "body", "date-stale", "no-digest", "wrong-digest"])(
    "refuses an RFC 9421 request with %s with 401, and queues nothing",
    async (tamper) => {
      const before = await queued();
      const answer = await mastodon.send(inbox, mastodon.like("alice", actor), { as: "rfc9421", tamper });
      expect(answer.status).toBe(401);
      expect(await queued()).toEqual(before);
    },
  );

  it.each([
    ["not a signature at all", "this is not a signature"],
    ["no keyId", 'algorithm="rsa-sha256",headers="(request-target) host date digest",signature="AAAA"'],
    ["a keyId that is no address", 'keyId="main-key",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="AAAA"'],
    ["a signature that is not base64", `keyId="${"x"}",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="%%%"`],
  ])("refuses a malformed Signature header (%s) with 401, never 500", async (_case, signature) => {
    const before = await queued();
    const answer = await mastodon.send(inbox, mastodon.like("alice", actor), { headers: { signature } });
    expect(answer.status).toBe(401);
    expect(await queued()).toEqual(before);
  });

  it("fetches a new account's key with a GET signed by the blog, once: the next POST uses the key it kept", async () => {
    mastodon.addUser("carol");
    expect((await mastodon.send(inbox, mastodon.like("carol", actor))).status).toBe(202);
    const fetches = () => mastodon.fetched.filter((fetch) => fetch.path === "/users/carol");
    expect(fetches()).toHaveLength(1);
    const blogActor = JSON.parse((await request(blog.app).get("/fediverse/actor").set("Accept", "application/activity+json")).text) as {
      publicKey: { id: string; publicKeyPem: string };
    };
    const [fetch] = fetches();
    expect(fetch.headers.signature).toContain(`keyId="${blogActor.publicKey.id}"`);
    expect(draftGetVerifies(fetch.path, fetch.headers, blogActor.publicKey.publicKeyPem)).toBe(true);
    expect((await mastodon.send(inbox, mastodon.follow("carol", actor))).status).toBe(202);
    expect(fetches()).toHaveLength(1);
  });

  it("refuses an activity signed by another account's key", async () => {
    const answer = await mastodon.send(inbox, mastodon.follow("alice", actor), { keyOf: "bob" });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatch(/another account/);
  });

  it("accepts RFC 9421 signatures as well as the draft", async () => {
    const follow = mastodon.follow("bob", actor);
    expect((await mastodon.send(`${actor}/inbox`, follow, { as: "rfc9421" })).status).toBe(202);
    await mastodon.waitForActivity("Accept", (activity) => (activity.object as { id: string }).id === follow.id);
  });

  it("answers 401 to an unsigned body that is no activity, 400 to a signed one, 405 to GET, 413 to a body over 1 MB, never 500", async () => {
    const malformed = await request(blog.app).post("/fediverse/inbox").set("Content-Type", "application/activity+json").send("{not json");
    expect(malformed.status).toBe(401);
    expect(malformed.body.error).toMatch(/not signed/);
    const before = await queued();
    const signedNonsense = await mastodon.send(inbox, { hello: "world" }, { user: "alice" });
    expect(signedNonsense.status).toBe(400);
    expect((JSON.parse(signedNonsense.body) as { error: string }).error).toMatch(/ActivityPub activity/);
    expect(await queued()).toEqual(before);
    const get = await request(blog.app).get("/fediverse/inbox").expect(405);
    expect(get.headers.allow).toBe("POST");
    await request(blog.app).get("/fediverse/actor/inbox").expect(405);
    const huge = await request(blog.app)
      .post("/fediverse/actor/inbox")
      .set("Content-Type", "application/activity+json")
      .send(JSON.stringify({ type: "Create", actor: mastodon.actorId("alice"), padding: "x".repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBeTruthy();
  });

  it("drops a Delete from an account it never knew with 202, fetching nothing", async () => {
    mastodon.addUser("stranger");
    const answer = await mastodon.send(inbox, mastodon.deleteActor("stranger"));
    expect(answer.status).toBe(202);
    expect(mastodon.fetched.filter((fetch) => fetch.path.includes("stranger"))).toEqual([]);
  });
});

describe("the inbox's daily caps", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;

  beforeAll(async () => {
    [blog, mastodon] = await Promise.all([startListeningBlog({ FEDIVERSE_INBOX_PER_SERVER_PER_DAY: "3" }), startStandInMastodon()]);
  });
  afterAll(() => closeBoth(blog, mastodon));

  it("queues no more than a server's daily cap, answering 429 past it, and counts the day for the admin", async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await mastodon.send(`${blog.origin}/fediverse/inbox`, mastodon.like("alice", `${blog.origin}/`))).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const queued = await blog.services.repositories.fediverseInbox.counts();
    expect(queued.pending + queued.working + queued.done + queued.failed).toBe(3);
    expect(await blog.services.fediverse!.caps.today()).toBe(3);
  });
});

describe("the inbox's cap for all servers together", () => {
  let blog: ListeningBlog;
  let first: StandInMastodon;
  let second: StandInMastodon;

  beforeAll(async () => {
    [blog, first, second] = await Promise.all([
      startListeningBlog({ FEDIVERSE_INBOX_PER_SERVER_PER_DAY: "3", FEDIVERSE_INBOX_PER_DAY: "4" }),
      startStandInMastodon(),
      startStandInMastodon(),
    ]);
  });
  afterAll(async () => {
    await closeBoth(blog, first);
    await second.close();
  });

  it("queues no more than the day's cap from all servers, and what one server sends past its own cap leaves the others their share", async () => {
    const like = (from: StandInMastodon) => from.send(`${blog.origin}/fediverse/inbox`, from.like("alice", `${blog.origin}/`));
    const fromFirst = [];
    // Five from the first server: three taken, two past its own cap (not counted against the day's).
    for (let n = 0; n < 5; n++) fromFirst.push((await like(first)).status);
    expect(fromFirst).toEqual([202, 202, 202, 429, 429]);
    const fromSecond = [];
    for (let n = 0; n < 3; n++) fromSecond.push((await like(second)).status);
    expect(fromSecond).toEqual([202, 429, 429]);
    expect(await blog.services.fediverse!.caps.today()).toBe(4);
    const queued = await blog.services.repositories.fediverseInbox.counts();
    expect(queued.pending + queued.working + queued.done + queued.failed).toBe(4);
  });
});

describe("the inbox's key fetches at once", () => {
  let blog: ListeningBlog;
  let mastodon: StandInMastodon;
  const readers = Array.from({ length: 17 }, (_, n) => `reader${n}`);

  beforeAll(async () => {
    [blog, mastodon] = await Promise.all([startListeningBlog(), startStandInMastodon({ users: readers })]);
  });
  afterAll(() => closeBoth(blog, mastodon));

  it("answers 429 with Retry-After to an account whose key it cannot fetch now, while 16 fetches are under way", async () => {
    // The server answers slowly, so the blog's fetches of its accounts' keys are all under way together.
    mastodon.setDelay(1_000);
    const answers = await Promise.all(
      readers.map((reader) => mastodon.send(`${blog.origin}/fediverse/inbox`, mastodon.like(reader, `${blog.origin}/`), { user: reader })),
    );
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy).toHaveLength(1);
    expect(busy[0].headers["retry-after"]).toBe("30");
    expect((JSON.parse(busy[0].body) as { error: string }).error).toMatch(/fetching too many accounts/);
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(16);
    // Sent again once the fetches are over, it is taken.
    mastodon.setDelay(0);
    const again = readers[answers.findIndex((answer) => answer.status === 429)];
    expect((await mastodon.send(`${blog.origin}/fediverse/inbox`, mastodon.like(again, `${blog.origin}/`), { user: again })).status).toBe(
      202,
    );
  });
});
