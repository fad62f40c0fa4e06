import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, startTestApp, type TestApp } from "../../../test/test-app";
import type { FediverseActorRecord } from "../../../store/repositories/fediverse-actors.record";
import { forgetIdleActors, IDLE_ACTOR_KEPT_MS } from "./forget-idle-actors";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("idle accounts the blog fetched are forgotten", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  const account = (name: string, fetchedAt: Date): FediverseActorRecord => ({
    _id: `https://elsewhere.example/users/${name}`,
    keyId: `https://elsewhere.example/users/${name}#main-key`,
    publicKeyPem: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----",
    inbox: `https://elsewhere.example/users/${name}/inbox`,
    sharedInbox: "https://elsewhere.example/inbox",
    handle: `@${name}@elsewhere.example`,
    name,
    url: `https://elsewhere.example/@${name}`,
    alsoKnownAs: [],
    fetchedAt,
  });

  it("keeps followers, accounts with a reaction counted and those fetched this week; forgets the rest, however many", async () => {
    const { fediverseActors: actors, fediverseFollowers: followers, fediverseReactions } = t.services.repositories;
    const longAgo = new Date(clock.now().getTime() - IDLE_ACTOR_KEPT_MS - DAY_MS);
    const recently = new Date(clock.now().getTime() - DAY_MS);
    // More idle accounts than one pass reads, with the kept ones among the oldest.
    for (const name of ["follower", "reactor"]) await actors.save(account(name, new Date(longAgo.getTime() - DAY_MS)));
    for (let n = 0; n < 1_200; n++) await actors.save(account(`idle${n}`, longAgo));
    await actors.save(account("recent", recently));
    const follower = account("follower", longAgo);
    await followers.upsert({
      _id: follower._id,
      inbox: follower.inbox,
      server: "elsewhere.example",
      handle: follower.handle,
      name: follower.name,
      url: follower.url,
      followId: `${follower._id}/follow/1`,
      followedAt: longAgo,
    });
    await fediverseReactions.add({ _id: "r1", kind: "like", postId: "p1", actorId: account("reactor", longAgo)._id, at: longAgo });

    expect(await forgetIdleActors({ actors, followers, reactions: fediverseReactions }, clock.now())).toBe(1_200);
    const left = await t.services.store.collection<FediverseActorRecord>("fediverseActors").find({});
    expect(left.map((actor) => actor.name).sort()).toEqual(["follower", "reactor", "recent"]);
    // Nothing more to forget on the next run.
    expect(await forgetIdleActors({ actors, followers, reactions: fediverseReactions }, clock.now())).toBe(0);
  });
});
