// The stand-in's own tests: two stand-ins talk to each other, so what one signs the other checks
// with an independent library, and every way of spoiling a request is shown to be refused.
import { createHash, verify } from "node:crypto";
import type { ClientRequest } from "node:http";
import httpSignature from "http-signature";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { exchange, startStandInMastodon, type StandInMastodon, type Tamper } from "./stand-in-mastodon";

let alpha: StandInMastodon;
let beta: StandInMastodon;

beforeAll(async () => {
  [alpha, beta] = await Promise.all([startStandInMastodon(), startStandInMastodon({ users: ["alice", "bob"] })]);
});

afterAll(async () => {
  await Promise.all([alpha?.close(), beta?.close()]);
});

beforeEach(() => {
  for (const stand of [alpha, beta]) {
    stand.clear();
    stand.failNext(0);
    stand.revive();
    stand.setDelay(0);
  }
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("what it serves", () => {
  it("answers WebFinger for its users with self, profile page and subscribe template, 404 for anyone else", async () => {
    const found = await exchange(new URL(`${beta.origin}/.well-known/webfinger?resource=acct:bob@${beta.host}`), "GET", {});
    expect(found.status).toBe(200);
    expect(found.headers["content-type"]).toMatch(/^application\/jrd\+json/);
    const jrd = JSON.parse(found.body) as { subject: string; links: { rel: string; type?: string; href?: string; template?: string }[] };
    expect(jrd.subject).toBe(`acct:bob@${beta.host}`);
    expect(jrd.links).toContainEqual({ rel: "self", type: "application/activity+json", href: beta.actorId("bob") });
    expect(jrd.links).toContainEqual(
      expect.objectContaining({ rel: "http://webfinger.net/rel/profile-page", href: `${beta.origin}/@bob` }),
    );
    expect(jrd.links).toContainEqual({
      rel: "http://ostatus.org/schema/1.0/subscribe",
      template: `${beta.origin}/authorize_interaction?uri={uri}`,
    });

    for (const resource of [`acct:carol@${beta.host}`, `acct:bob@${alpha.host}`]) {
      const missing = await exchange(new URL(`${beta.origin}/.well-known/webfinger?resource=${resource}`), "GET", {});
      expect(missing.status).toBe(404);
    }
  });

  it("serves a Mastodon-like Person carrying its key, alsoKnownAs and movedTo when set", async () => {
    beta.addUser("carol", { displayName: "Carol C.", alsoKnownAs: [alpha.actorId()], movedTo: "https://elsewhere.example/users/carol" });
    const got = await alpha.signedGet(beta.actorId("carol"));
    expect(got.status).toBe(200);
    expect(got.headers["content-type"]).toMatch(/^application\/activity\+json/);
    expect(got.json).toMatchObject({
      id: beta.actorId("carol"),
      type: "Person",
      preferredUsername: "carol",
      name: "Carol C.",
      url: `${beta.origin}/@carol`,
      inbox: `${beta.actorId("carol")}/inbox`,
      outbox: `${beta.actorId("carol")}/outbox`,
      followers: `${beta.actorId("carol")}/followers`,
      endpoints: { sharedInbox: `${beta.origin}/inbox` },
      publicKey: { id: `${beta.actorId("carol")}#main-key`, owner: beta.actorId("carol"), publicKeyPem: beta.publicKeyPem },
      alsoKnownAs: [alpha.actorId()],
      movedTo: "https://elsewhere.example/users/carol",
    });
    expect((await exchange(new URL(`${beta.origin}/users/nobody`), "GET", {})).status).toBe(404);
  });

  it("signs GETs over (request-target) host date so that http-signature verifies them", async () => {
    await alpha.signedGet(`${beta.actorId("bob")}?page=1`);
    const fetch = beta.fetched.at(-1)!;
    const request = { method: "GET", url: fetch.path, httpVersion: "1.1", headers: fetch.headers };
    const parsed = httpSignature.parseRequest(request as unknown as ClientRequest, { headers: ["(request-target)", "host", "date"] });
    expect(parsed.params.keyId).toBe(alpha.keyId("alice"));
    expect(httpSignature.verifySignature(parsed, alpha.publicKeyPem)).toBe(true);
  });

  it("serves the notes it built, and 410 once one is deleted", async () => {
    const note = alpha.note("alice", { inReplyTo: "https://blog.example/a", content: "<p>Hi</p>" });
    const got = await alpha.signedGet(note.id);
    expect(got.json).toMatchObject({ id: note.id, type: "Note", content: "<p>Hi</p>", inReplyTo: "https://blog.example/a" });
    alpha.deleteNote(note);
    expect((await alpha.signedGet(note.id)).status).toBe(410);
  });
});

describe("its inbox", () => {
  it("accepts (202) a draft-cavage delivery another stand-in signs, fetching the signer's key once", async () => {
    const follow = alpha.follow("alice", beta.actorId("bob"));
    const sent = await alpha.send(beta.inbox("bob"), follow);
    expect(sent.status).toBe(202);
    const entry = await beta.waitFor((candidate) => candidate.body?.id === follow.id);
    expect(entry).toMatchObject({ path: "/users/bob/inbox", verified: true, status: 202, body: follow });
    expect(entry.headers.signature).toMatch(/headers="\(request-target\) host date digest content-type"/);
    expect(entry.headers.digest).toBe(`SHA-256=${sha256(entry.raw)}`);

    const like = alpha.like("alice", `${beta.actorId("bob")}/statuses/1`);
    expect((await alpha.send(beta.sharedInbox, like)).status).toBe(202);
    expect(beta.activities()).toEqual([follow, like]);
    expect(beta.activities("Like")).toEqual([like]);
    expect(alpha.fetched.filter((fetch) => fetch.path === "/users/alice")).toHaveLength(1);
  });

  const refusals: [Tamper, RegExp][] = [
    ["body", /signature does not verify/],
    ["signature", /signature does not verify/],
    ["date-stale", /clock skew/],
    ["date-future", /clock skew/],
    ["no-signature", /no authorization or signature header/],
    ["no-digest", /digest was not a signed header/],
    ["wrong-digest", /Digest does not match the body/],
  ];
  it.each(refusals)("refuses (401) a delivery spoiled by tamper %s, recording why", async (tamper, reason) => {
    const activity = alpha.create(alpha.note("alice", { content: `<p>${tamper}</p>` }));
    const sent = await alpha.send(beta.inbox("bob"), activity, { tamper });
    expect(sent.status).toBe(401);
    const entry = await beta.waitFor((candidate) => candidate.body?.id === activity.id);
    expect(entry).toMatchObject({ verified: false, status: 401 });
    expect(entry.reason).toMatch(reason);
    expect(beta.activities()).toEqual([]);
  });

  it("refuses an activity signed with another actor's key", async () => {
    const like = beta.like("alice", "https://blog.example/a");
    expect((await beta.send(alpha.sharedInbox, like, { keyOf: "bob" })).status).toBe(401);
    const entry = await alpha.waitFor((candidate) => candidate.body?.id === like.id);
    expect(entry.reason).toBe(`key owner ${beta.actorId("bob")} is not the activity's actor ${beta.actorId("alice")}`);
  });

  it("answers failNext's status that many times, then accepts again", async () => {
    beta.failNext(3, 503);
    const announce = alpha.announce("alice", "https://blog.example/a");
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await alpha.send(beta.sharedInbox, announce)).status);
    expect(statuses).toEqual([503, 503, 503, 202]);
    // Failed on purpose, yet each was checked: a test can see the retries were signed properly.
    expect(beta.received.every((entry) => entry.verified)).toBe(true);
    expect(beta.activities("Announce")).toHaveLength(1);
  });

  it("answers 410 for a gone account (inbox, actor, WebFinger) until revived", async () => {
    beta.goneFrom("bob");
    const undo = alpha.undo(alpha.follow("alice", beta.actorId("bob")));
    expect((await alpha.send(beta.inbox("bob"), undo)).status).toBe(410);
    expect((await alpha.signedGet(beta.actorId("bob"))).status).toBe(410);
    expect((await alpha.send(beta.inbox("alice"), undo)).status).toBe(202);
    beta.goneFrom();
    expect((await alpha.send(beta.sharedInbox, undo)).status).toBe(410);
    beta.revive();
    beta.revive("bob");
    expect((await alpha.send(beta.inbox("bob"), undo)).status).toBe(202);
  });

  it("answers 404 for an unknown account's inbox and 413 past 1 MB", async () => {
    const follow = alpha.follow("alice", beta.actorId("nobody"));
    expect((await alpha.send(`${beta.origin}/users/nobody/inbox`, follow)).status).toBe(404);
    const huge = { ...follow, padding: "x".repeat(1024 * 1024) };
    expect((await alpha.send(beta.sharedInbox, huge)).status).toBe(413);
    expect(beta.received.map((entry) => entry.reason)).toEqual(["no user nobody", "body over 1 MB"]);
  });

  it("holds its answers back by the delay set", async () => {
    beta.setDelay(150);
    const started = performance.now();
    expect((await alpha.send(beta.sharedInbox, alpha.like("alice", "https://blog.example/a"))).status).toBe(202);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("waitFor", () => {
  it("resolves on an arrival after it was called", async () => {
    const like = alpha.like("alice", "https://blog.example/b");
    const waiting = beta.waitForActivity("Like", (activity) => activity.id === like.id);
    await alpha.send(beta.sharedInbox, like);
    await expect(waiting).resolves.toEqual(like);
  });

  it("rejects with what did arrive when nothing matches in time", async () => {
    await alpha.send(beta.sharedInbox, alpha.like("alice", "https://blog.example/c"));
    await expect(beta.waitFor((entry) => entry.body?.type === "Follow", { timeoutMs: 50 })).rejects.toThrow(
      /no matching inbox POST within 50 ms; received \/inbox Like → 202/,
    );
  });
});

describe("RFC 9421 signing", () => {
  /** Rebuilds the signature base from the received request alone, as a receiver would, and checks the signature on it. */
  function checkRfc9421(stand: StandInMastodon, headers: Record<string, string | string[] | undefined>, path: string) {
    const input = /^sig1=(\(([^)]*)\);created=(\d+);keyid="([^"]+)";alg="rsa-v1_5-sha256")$/.exec(String(headers["signature-input"]));
    expect(input).not.toBeNull();
    const [, params, list, created, keyId] = input!;
    const values: Record<string, string> = {
      "@method": "POST",
      "@target-uri": `${stand.origin}${path}`,
      "@authority": stand.host,
      "content-digest": String(headers["content-digest"]),
    };
    const components = list.split(" ").map((item) => JSON.parse(item) as string);
    const base = [...components.map((name) => `"${name}": ${values[name]}`), `"@signature-params": ${params}`].join("\n");
    const signature = /^sig1=:([A-Za-z0-9+/=]+):$/.exec(String(headers.signature));
    expect(signature).not.toBeNull();
    return {
      components,
      created: Number(created),
      keyId,
      verifies: verify("sha256", Buffer.from(base), alpha.publicKeyPem, Buffer.from(signature![1], "base64")),
    };
  }

  it("sends well-formed Signature-Input, Signature and Content-Digest headers that verify with node:crypto", async () => {
    const activity = alpha.create(alpha.note("alice", { content: "<p>9421</p>", inReplyTo: "https://blog.example/a" }));
    // The stand-in's inbox reads draft-cavage only, so it refuses this one; the headers are what matter here.
    await alpha.send(beta.inbox("bob"), activity, { as: "rfc9421" });
    const entry = await beta.waitFor((candidate) => candidate.body?.id === activity.id);
    expect(entry.headers["content-digest"]).toBe(`sha-256=:${sha256(entry.raw)}:`);
    expect(entry.headers.digest).toBe(`SHA-256=${sha256(entry.raw)}`);
    const checked = checkRfc9421(beta, entry.headers, entry.path);
    expect(checked).toMatchObject({ components: ["@method", "@target-uri", "@authority", "content-digest"], keyId: alpha.keyId("alice") });
    expect(Math.abs(checked.created - Date.now() / 1000)).toBeLessThan(60);
    expect(checked.verifies).toBe(true);
  });

  it("spoils RFC 9421 requests as asked", async () => {
    const sendSpoiled = async (tamper: Tamper) => {
      const activity = alpha.like("alice", `https://blog.example/${tamper}`);
      await alpha.send(beta.sharedInbox, activity, { as: "rfc9421", tamper });
      return beta.waitFor((candidate) => candidate.body?.id === activity.id);
    };
    const body = await sendSpoiled("body");
    expect(body.headers["content-digest"]).toBe(`sha-256=:${sha256(body.raw)}:`);
    expect(checkRfc9421(beta, body.headers, body.path).verifies).toBe(false);

    const flipped = await sendSpoiled("signature");
    expect(checkRfc9421(beta, flipped.headers, flipped.path).verifies).toBe(false);

    const stale = await sendSpoiled("date-stale");
    expect(Date.now() / 1000 - checkRfc9421(beta, stale.headers, stale.path).created).toBeGreaterThan(3600);

    const noDigest = await sendSpoiled("no-digest");
    expect(noDigest.headers["content-digest"]).toBeUndefined();
    expect(checkRfc9421(beta, noDigest.headers, noDigest.path)).toMatchObject({
      components: ["@method", "@target-uri", "@authority"],
      verifies: true,
    });

    const wrong = await sendSpoiled("wrong-digest");
    expect(wrong.headers["content-digest"]).not.toBe(`sha-256=:${sha256(wrong.raw)}:`);
    expect(checkRfc9421(beta, wrong.headers, wrong.path).verifies).toBe(true);

    const unsigned = await sendSpoiled("no-signature");
    expect(unsigned.headers["signature-input"]).toBeUndefined();
    expect(unsigned.headers.signature).toBeUndefined();
  });
});

describe("activity builders", () => {
  it("gives each activity a unique id under the stand-in, and nests them the way Mastodon does", () => {
    const follow = alpha.follow("alice", beta.actorId("bob"));
    expect(follow.id.startsWith(`${alpha.actorId("alice")}/`)).toBe(true);
    expect(alpha.follow("alice", beta.actorId("bob")).id).not.toBe(follow.id);
    const { "@context": _context, ...bare } = follow;
    expect(alpha.undo(follow)).toMatchObject({ type: "Undo", actor: alpha.actorId(), object: bare });
    const note = alpha.note("alice", { inReplyTo: "https://blog.example/a", content: "<p>Hi</p>" });
    expect(alpha.create(note)).toMatchObject({ type: "Create", actor: alpha.actorId(), object: { id: note.id, type: "Note" } });
    expect(alpha.deleteActor("alice")).toMatchObject({ type: "Delete", actor: alpha.actorId(), object: alpha.actorId() });
    expect(beta.move("alice", beta.actorId("alice"), beta.actorId("bob"))).toMatchObject({
      type: "Move",
      actor: beta.actorId("alice"),
      object: beta.actorId("alice"),
      target: beta.actorId("bob"),
    });
  });
});
