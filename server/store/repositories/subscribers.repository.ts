import type { DocumentStore, SubscriberRecord } from "../types";
import { insertOnce } from "../insert-once";

export function createSubscribersRepository(store: DocumentStore) {
  const subscribers = () => store.collection<SubscriberRecord>("subscribers");

  return {
    /** Adds the address once; the unique index makes a repeat (even a concurrent one) a no-op. */
    subscribe(email: string, id: string, now: Date): Promise<boolean> {
      return insertOnce(subscribers(), { _id: id, email, createdAt: now });
    },

    findByEmail(email: string): Promise<SubscriberRecord | null> {
      return subscribers().findOne({ email });
    },

    count(): Promise<number> {
      return subscribers().countDocuments({});
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
