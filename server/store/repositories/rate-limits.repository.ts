import type { DocumentStore } from "../types";

interface RateLimitRecord {
  _id: string;
  count: number;
  /** When the window closes; afterwards the record is only waiting for the purge. */
  expiresAt: Date;
}

/** Counters of calls per client and window, in the store, so every instance counts the same calls. */
export function createRateLimitsRepository(store: DocumentStore) {
  const counters = () => store.collection<RateLimitRecord>("rateLimits");

  return {
    /** Counts one more call in the window named by `key`; returns the window's count so far. */
    async hit(key: string, expiresAt: Date): Promise<number> {
      await counters().updateOne({ _id: key }, { $inc: { count: 1 }, $set: { expiresAt } }, { upsert: true });
      return (await counters().findOne({ _id: key }))?.count ?? 1;
    },

    /** Counts `n` more calls in each window, all in one write; returns each window's count so far. */
    async hitMany(increments: Map<string, number>, expiresAt: Date): Promise<Map<string, number>> {
      if (increments.size === 0) return new Map();
      await counters().bulkWrite(
        [...increments].map(([key, n]) => ({
          updateOne: { filter: { _id: key }, update: { $inc: { count: n }, $set: { expiresAt } }, upsert: true },
        })),
      );
      const counted = await counters().find({ _id: { $in: [...increments.keys()] } });
      return new Map(counted.map((counter) => [counter._id, counter.count]));
    },

    /** The window's count so far, counting nothing. */
    async peek(key: string): Promise<number> {
      return (await counters().findOne({ _id: key }))?.count ?? 0;
    },

    deleteExpired(now: Date): Promise<number> {
      return counters().deleteMany({ expiresAt: { $lte: now } });
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
