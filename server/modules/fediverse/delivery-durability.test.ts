import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type request from "supertest";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { startListeningBlog, type ListeningBlog } from "./test/listening-blog";
import { startStandInMastodon, type ActivityJson, type StandInMastodon } from "./test/stand-in-mastodon";
import type { DeliveryRecord } from "../../store/repositories/fediverse-queue.record";
import { newQueueWork } from "../../store/repositories/fediverse-queue.repository";

describe("deliveries: at the scheduled time, and once with two processes on one data folder", () => {
  let mastodon: StandInMastodon;
  const running: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    mastodon = await startStandInMastodon({ users: ["alice"] });
  });
  afterEach(async () => {
    for (const app of running.splice(0).reverse()) await app.close();
    mastodon.clear();
  });
  afterAll(() => mastodon?.close());

  async function followed(blog: ListeningBlog) {
    const follow = mastodon.follow("alice", `${blog.origin}/fediverse/actor`);
    expect((await mastodon.send(`${blog.origin}/fediverse/inbox`, follow)).status).toBe(202);
    await mastodon.waitForActivity("Accept", (activity) => (activity.object as { id: string }).id === follow.id);
  }

  it("sends a scheduled post when the scheduler publishes it, not before", async () => {
    // The blog's clock starts at the real time: the stand-in checks a signature's Date against its own.
    const clock = manualClock(new Date());
    const blog = await startListeningBlog({}, { clock });
    running.push(blog);
    await followed(blog);
    const admin: ReturnType<typeof request.agent> = await adminAgent(blog);
    const goesLive = new Date(clock.now().getTime() + 120_000).toISOString();
    await admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Frost alerts for orchards",
        content: "Sensors warn an hour ahead.",
        tags: ["Orchards"],
        isPublished: false,
        publishAt: goesLive,
      })
      .expect(201);
    const scheduler = blog.jobs.find((job) => job.name === "scheduled publishing")!;
    await scheduler.run();
    await blog.services.fediverse!.deliveries.settled();
    expect(mastodon.activities("Create")).toEqual([]);

    clock.advance(150_000);
    await scheduler.run();
    const create = await mastodon.waitForActivity("Create");
    expect((create.object as ActivityJson).name).toBe("Frost alerts for orchards");
  });

  it("never delivers one activity twice when two processes work the same queue", async () => {
    const users = Array.from({ length: 12 }, (_, n) => `reader${n}`);
    for (const user of users) mastodon.addUser(user);
    const first = await startListeningBlog();
    running.push(first);
    const second: TestApp = await startTestApp({
      dataDir: first.dataDir,
      env: { PUBLIC_URL: first.origin, FEDIVERSE_FETCH_PRIVATE_HOSTS: "true" },
    });
    running.push({ close: async () => (await second.services.fediverse!.deliveries.stop(), await second.close()) });

    // Twelve activities, each for one reader's own inbox, queued in the store both processes share.
    const now = new Date();
    const queued: DeliveryRecord[] = users.map((user, n) => ({
      ...newQueueWork(mastodon.host, now),
      _id: `delivery-${n}`,
      inbox: mastodon.inbox(user),
      activity: {
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${first.origin}/fediverse/activities/test/${n}`,
        type: "Announce",
        actor: `${first.origin}/fediverse/actor`,
        object: `${first.origin}/`,
      },
      postId: null,
      kind: "Announce",
    }));
    await first.services.repositories.fediverseDeliveries.enqueueMany(queued);
    first.services.fediverse!.deliveries.kick();
    second.services.fediverse!.deliveries.kick();
    await Promise.all([first.services.fediverse!.deliveries.settled(), second.services.fediverse!.deliveries.settled()]);

    const ids = mastodon.activities("Announce").map((activity) => activity.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await first.services.repositories.fediverseDeliveries.counts()).toMatchObject({ done: 12, pending: 0, working: 0 });
  });
});
