import type { DocumentStore } from "../types";
import type { FediverseReactionRecord } from "./fediverse-reactions.record";

export interface ReactionCounts {
  likes: number;
  shares: number;
}

/** Likes and boosts of the blog's posts from the fediverse: counted, never more than one of a kind per account and post. */
export function createFediverseReactionsRepository(store: DocumentStore) {
  const reactions = () => store.collection<FediverseReactionRecord>("fediverseReactions");

  return {
    /** False when this account had already reacted so to this post (a repeated Like counts once). */
    async add(reaction: FediverseReactionRecord): Promise<boolean> {
      const result = await reactions().updateOne(
        { kind: reaction.kind, postId: reaction.postId, actorId: reaction.actorId },
        { $set: { at: reaction.at } },
      );
      if (result.matchedCount > 0) return false;
      const { _id, ...fields } = reaction;
      await reactions().updateOne({ _id }, { $set: fields }, { upsert: true });
      return true;
    },

    /** Takes back the reaction an Undo names, only when the account undoing it made it. */
    async remove(activityId: string, actorId: string): Promise<FediverseReactionRecord | null> {
      const found = await reactions().findOne({ _id: activityId, actorId });
      if (found) await reactions().deleteOne({ _id: activityId });
      return found;
    },

    /** Which of these accounts have a like or boost counted. */
    async reactingAmong(actorIds: string[]): Promise<Set<string>> {
      const found = await reactions().find({ actorId: { $in: actorIds } }, { projection: { actorId: 1 } });
      return new Set(found.map((reaction) => reaction.actorId));
    },

    async removeByActor(actorId: string): Promise<number> {
      return reactions().deleteMany({ actorId });
    },

    /** Likes and boosts per post, the most reacted-to first, at most `limit` posts: for the admin. */
    async countsByPost(limit: number): Promise<(ReactionCounts & { postId: string })[]> {
      const byPost = new Map<string, ReactionCounts>();
      for (const reaction of await reactions().find({}, { projection: { postId: 1, kind: 1 } })) {
        const counts = byPost.get(reaction.postId) ?? { likes: 0, shares: 0 };
        if (reaction.kind === "like") counts.likes += 1;
        else counts.shares += 1;
        byPost.set(reaction.postId, counts);
      }
      return [...byPost]
        .map(([postId, counts]) => ({ postId, ...counts }))
        .sort((a, b) => b.likes + b.shares - (a.likes + a.shares))
        .slice(0, limit);
    },

    async counts(postId: string): Promise<ReactionCounts> {
      const [likes, shares] = await Promise.all([
        reactions().countDocuments({ postId, kind: "like" }),
        reactions().countDocuments({ postId, kind: "share" }),
      ]);
      return { likes, shares };
    },
  };
}

export type FediverseReactionsRepository = ReturnType<typeof createFediverseReactionsRepository>;
