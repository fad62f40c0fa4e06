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
  };
}

export type FediverseActorsRepository = ReturnType<typeof createFediverseActorsRepository>;
