import type { DocumentStore } from "../types";
import type { FediverseTombstoneRecord } from "./fediverse-tombstones.record";

/** Deleted posts that were on the fediverse: other servers asking for them are told they are gone. */
export function createFediverseTombstonesRepository(store: DocumentStore) {
  const tombstones = () => store.collection<FediverseTombstoneRecord>("fediverseTombstones");
  return {
    async save(tombstone: FediverseTombstoneRecord): Promise<void> {
      const { _id, ...fields } = tombstone;
      await tombstones().updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    find(postId: string): Promise<FediverseTombstoneRecord | null> {
      return tombstones().findOne({ _id: postId });
    },
    findBySlug(slug: string): Promise<FediverseTombstoneRecord | null> {
      return tombstones().findOne({ slug });
    },
  };
}

export type FediverseTombstonesRepository = ReturnType<typeof createFediverseTombstonesRepository>;
