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
    /** Counts one more call in the window named by `key` (or `by` more, or fewer); returns the window's count up to this call. */
    async hit(key: string, expiresAt: Date, by = 1): Promise<number> {
      return (await counters().findOneAndUpdate({ _id: key }, { $inc: { count: by }, $set: { expiresAt } }, { upsert: true }))?.count ?? by;
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
