import type { DocumentStore } from "../types";
import type { FediverseActorRecord } from "./fediverse-actors.record";

/** Other servers' accounts the blog has fetched, so a key is fetched once, not on every message. */
export function createFediverseActorsRepository(store: DocumentStore) {
  const actors = () => store.collection<FediverseActorRecord>("fediverseActors");

  return {
    find(actorId: string): Promise<FediverseActorRecord | null> {
      return actors().findOne({ _id: actorId });
    },

    findByKeyId(keyId: string): Promise<FediverseActorRecord | null> {
      return actors().findOne({ keyId });
    },

    async save(actor: FediverseActorRecord): Promise<void> {
      const { _id, ...fields } = actor;
      await actors().updateOne({ _id }, { $set: fields }, { upsert: true });
    },

    async forget(actorId: string): Promise<void> {
      await actors().deleteOne({ _id: actorId });
    },

    /** Accounts last fetched before `before`, the oldest first, after skipping `skip` of them (those kept on an earlier pass). */
    async fetchedBefore(before: Date, skip: number, limit: number): Promise<string[]> {
      const found = await actors().find(
        { fetchedAt: { $lt: before } },
        { projection: { _id: 1 }, sort: { fetchedAt: 1, _id: 1 }, skip, limit },
      );
      return found.map((actor) => actor._id);
    },

    forgetMany(actorIds: string[]): Promise<number> {
      return actorIds.length === 0 ? Promise.resolve(0) : actors().deleteMany({ _id: { $in: actorIds } });
    },
  };
}

export type FediverseActorsRepository = ReturnType<typeof createFediverseActorsRepository>;
