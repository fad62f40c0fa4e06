import type { DocumentStore } from "../types";
import type { FediverseFollowerRecord } from "./fediverse-followers.record";

/** The blog's followers on the fediverse, one record per account whoever sent how many Follows. */
export function createFediverseFollowersRepository(store: DocumentStore) {
  const followers = () => store.collection<FediverseFollowerRecord>("fediverseFollowers");

  /** Keeps the follower, once: a repeated Follow updates the record (a new inbox, a new Follow id). */
  async function upsert(follower: FediverseFollowerRecord): Promise<void> {
    const { _id, followedAt, ...rest } = follower;
    await followers().updateOne({ _id }, { $set: rest }, { upsert: true });
    // The first follow's date is kept: a repeated Follow is the same follower.
    await followers().updateOne({ _id, followedAt: { $exists: false } }, { $set: { followedAt } });
  }

  return {
    upsert,

    async remove(actorId: string): Promise<boolean> {
      return (await followers().deleteOne({ _id: actorId })) > 0;
    },

    /** Every follower whose deliveries go to this inbox (a server answering 410 Gone there). */
    removeByInbox(inbox: string): Promise<number> {
      return followers().deleteMany({ inbox });
    },

    /** Which of these accounts follow the blog. */
    async followingAmong(actorIds: string[]): Promise<Set<string>> {
      const found = await followers().find({ _id: { $in: actorIds } }, { projection: { _id: 1 } });
      return new Set(found.map((follower) => follower._id));
    },

    find(actorId: string): Promise<FediverseFollowerRecord | null> {
      return followers().findOne({ _id: actorId });
    },

    count(): Promise<number> {
      return followers().countDocuments({});
    },

    /** A page of followers, the newest first. */
    page(offset: number, limit: number): Promise<FediverseFollowerRecord[]> {
      return followers().find({}, { sort: { followedAt: -1, _id: 1 }, skip: offset, limit });
    },

    /** Up to `limit` followers after `afterId` (by id): for going through all of them a batch at a time. */
    batchAfter(afterId: string | null, limit: number): Promise<Pick<FediverseFollowerRecord, "_id" | "inbox" | "server">[]> {
      return followers().find(afterId === null ? {} : { _id: { $gt: afterId } }, {
        sort: { _id: 1 },
        limit,
        projection: { inbox: 1, server: 1 },
      });
    },

    /** Moves a follower to its new account (a Move its new account confirmed). */
    async move(fromActorId: string, to: FediverseFollowerRecord): Promise<void> {
      await followers().deleteOne({ _id: fromActorId });
      await upsert(to);
    },
  };
}

export type FediverseFollowersRepository = ReturnType<typeof createFediverseFollowersRepository>;
