import type { DocumentStore, IndexSpec } from "./types";

const SESSION_EXPIRY_INDEX: IndexSpec = { fields: { expiresAt: 1 }, expireAfterSeconds: 0 };

export async function ensureIndexes(store: DocumentStore): Promise<void> {
  const posts = store.collection("posts");
  await posts.createIndex({ fields: { slug: 1 }, unique: true });
  await posts.createIndex({ fields: { isPublished: 1, publishedAt: -1 } });
  await posts.createIndex({ fields: { tagKeys: 1 }, multikey: true });
  // Every page with the tag list counts the published posts' tags: from the documents, 2 to 4 s at 100,000 posts.
  // It holds `kind` too, so leaving pages out still reads the index alone.
  await posts.createIndex({ fields: { isPublished: 1 }, alsoHolds: ["tags", "kind"] });
  // The scheduler asks both every 20 seconds; unindexed, the second read every post (0.2 s at 10,000).
  await posts.createIndex({ fields: { isPublished: 1, scheduledAt: 1 } });
  await posts.createIndex({ fields: { announcementPending: 1 } });
  // An import finds each of its posts again by source and id, once per item of the file. Not unique: MongoDB would count
  // every post without the field as one more null. The import's lease keeps one writer, so none is written twice.
  await posts.createIndex({ fields: { "importedFrom.source": 1, "importedFrom.originalId": 1 } });
  // The links step goes through a source's imported posts by id, a batch at a time. Without this, each batch sorted every
  // imported post, texts and all (0.36 s a batch at 10,000 posts, a hundred batches, all on the event loop).
  await posts.createIndex({ fields: { "importedFrom.source": 1, _id: 1 } });
  // An article finds its series' parts. Unique: two tabs placing two posts at one part at once cannot both pass the
  // service's check and write; the second is refused here. Posts in no series are left out of it.
  await posts.createIndex({ fields: { "series.id": 1, "series.position": 1 }, unique: true, uniqueWhereSet: true });
  await store.collection("series").createIndex({ fields: { slug: 1 }, unique: true });
  await store.collection("imports").createIndex({ fields: { status: 1, leaseUntil: 1 } });
  // One number per entry of a post's history: two saves racing for the next one cannot both take it.
  await store.collection("postRevisions").createIndex({ fields: { postId: 1, number: -1 }, unique: true });
  await store.collection("comments").createIndex({ fields: { postId: 1, isApproved: 1 } });
  await store.collection("comments").createIndex({ fields: { contentKey: 1 } });
  // A fediverse note's Update or Delete finds the comment it became.
  await store.collection("comments").createIndex({ fields: { "fediverse.noteId": 1 } });
  await store.collection("subscribers").createIndex({ fields: { email: 1 }, unique: true });
  await store.collection("subscribers").createIndex({ fields: { confirmTokenHash: 1 } });
  // Sign-ups waiting for the hourly budget: counted for the admin's list, mailed oldest first every five minutes.
  await store.collection("subscribers").createIndex({ fields: { confirmationWaiting: 1, confirmationWaitingSince: 1 } });
  await store.collection("mailQueue").createIndex({ fields: { status: 1, nextAttemptAt: 1 } });
  await store.collection("mailQueue").createIndex({ fields: { sendId: 1, status: 1 } });
  // Sent posts lists each send's links in the mail's order; a click finds its link by id.
  await store.collection("newsletterLinks").createIndex({ fields: { sendId: 1, position: 1 } });
  // MongoDB drops a session the moment it expires; on the embedded engine the session purge job does.
  await store.collection("sessions").createIndex(SESSION_EXPIRY_INDEX);
  // Only today's and yesterday's counts are rows (closed days are folded into one record per kind, found by id), and every
  // event rewrites one: this one index is all they need, where each index more would be written on every event.
  await store.collection("analyticsDaily").createIndex({ fields: { kind: 1, day: 1 } });
  await store.collection("analyticsKeys").createIndex({ fields: { lastDay: 1 } });
  await store.collection("analyticsSeen").createIndex({ fields: { day: 1 } });
  await store.collection("fediverseFollowers").createIndex({ fields: { followedAt: -1 } });
  await store.collection("fediverseFollowers").createIndex({ fields: { inbox: 1 } });
  // A like or boost is found again by who made it and of what, so a repeated one counts once; counted per post.
  await store.collection("fediverseReactions").createIndex({ fields: { postId: 1, kind: 1, actorId: 1 } });
  for (const queue of ["fediverseInbox", "fediverseDeliveries"] as const) {
    await store.collection(queue).createIndex({ fields: { status: 1, nextAttemptAt: 1 }, alsoHolds: ["server"] });
    await store.collection(queue).createIndex({ fields: { status: 1, leaseUntil: 1 } });
    await store.collection(queue).createIndex({ fields: { status: 1, finishedAt: 1 } });
    await store.collection(queue).createIndex({ fields: { createdAt: -1 } });
  }
  // A deleted post's deliveries still queued are withdrawn.
  await store.collection("fediverseDeliveries").createIndex({ fields: { postId: 1, status: 1 } });
  await store.collection("fediverseTombstones").createIndex({ fields: { slug: 1 } });
  // A signed message names its key, not its account: the key's account is found by it.
  await store.collection("fediverseActors").createIndex({ fields: { keyId: 1 } });
  // Accounts not fetched for a week, and neither following nor reacting, are forgotten (see forget-idle-actors.ts).
  await store.collection("fediverseActors").createIndex({ fields: { fetchedAt: 1 } });
  await store.collection("fediverseReactions").createIndex({ fields: { actorId: 1 } });
  await store.collection("rateLimits").createIndex({ fields: { expiresAt: 1 }, expireAfterSeconds: 0 });
}
