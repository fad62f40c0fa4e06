import type { DocumentStore } from "./types";

export async function ensureIndexes(store: DocumentStore): Promise<void> {
  const posts = store.collection("posts");
  await posts.createIndex({ fields: { slug: 1 }, unique: true });
  await posts.createIndex({ fields: { isPublished: 1, createdAt: -1 } });
  await posts.createIndex({ fields: { tagKeys: 1 } });
  await store.collection("comments").createIndex({ fields: { postId: 1, isApproved: 1 } });
  await store.collection("subscribers").createIndex({ fields: { email: 1 }, unique: true });
  await store.collection("sessions").createIndex({ fields: { expiresAt: 1 } });
}
