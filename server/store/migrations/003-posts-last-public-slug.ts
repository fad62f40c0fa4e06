import type { PostRecord } from "../repositories/posts.record";
import type { DocumentStore } from "../types";
import { type Migration, rewriteMatching } from "./migration";

/**
 * Posts published before `lastPublicSlug` was kept: the slug they have is the last one readers saw
 * (a rename since would have been saved with the field).
 */
export const postsLastPublicSlug: Migration = {
  name: "once-published posts record their last public slug",
  async up(store: DocumentStore) {
    await rewriteMatching(
      store.collection<PostRecord>("posts"),
      { publishedAt: { $ne: null }, lastPublicSlug: { $exists: false } },
      (post) => ({ $set: { lastPublicSlug: post.slug } }),
    );
  },
};
