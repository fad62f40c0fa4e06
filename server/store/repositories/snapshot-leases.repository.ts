import { insertOnce } from "../insert-once";
import type { DocumentStore } from "../types";

/** One scheduled snapshot's slot, claimed by the process that takes it. */
export interface SnapshotLeaseRecord {
  /** The slot's start, as an ISO date: at most one lease per slot. */
  _id: string;
  owner: string;
  /** Until then the slot is the owner's; afterwards, if not done, whoever asks may take it over. */
  leaseUntil: Date;
  /** Set once the snapshot is written: the slot is taken for good. */
  doneAt: Date | null;
}

/** Leases on scheduled snapshots, so of two processes on one data folder exactly one takes each. */
export function createSnapshotLeasesRepository(store: DocumentStore) {
  const leases = () => store.collection<SnapshotLeaseRecord>("snapshotLeases");

  return {
    /**
     * True when the slot is now `owner`'s: nobody had it (the insert's unique _id decides between
     * two processes asking at once), or its holder died without finishing and its lease ran out.
     */
    async claim(slot: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
      if (await insertOnce(leases(), { _id: slot, owner, leaseUntil, doneAt: null })) return true;
      // Taken over only from the lease just seen, so of two processes taking over one wins.
      const held = await leases().findOne({ _id: slot });
      if (!held || held.doneAt || held.leaseUntil > now) return false;
      const { matchedCount } = await leases().updateOne(
        { _id: slot, owner: held.owner, leaseUntil: held.leaseUntil, doneAt: null },
        { $set: { owner, leaseUntil } },
      );
      return matchedCount === 1;
    },

    async finish(slot: string, owner: string, now: Date): Promise<void> {
      await leases().updateOne({ _id: slot, owner }, { $set: { doneAt: now } });
    },

    /** Lets the slot go at once, for the next run to try again (the snapshot failed). */
    async release(slot: string, owner: string): Promise<void> {
      await leases().deleteOne({ _id: slot, owner, doneAt: null });
    },

    async isDone(slot: string): Promise<boolean> {
      return Boolean((await leases().findOne({ _id: slot }))?.doneAt);
    },

    /** Slots long past only grow the collection. */
    deleteBefore(slot: string): Promise<number> {
      return leases().deleteMany({ _id: { $lt: slot } });
    },
  };
}

export type SnapshotLeasesRepository = ReturnType<typeof createSnapshotLeasesRepository>;
