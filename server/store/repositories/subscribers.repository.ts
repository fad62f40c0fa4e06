import { DuplicateKeyError, type DocumentStore, type SubscriberRecord } from "../types";

export function createSubscribersRepository(store: DocumentStore) {
  const subscribers = () => store.collection<SubscriberRecord>("subscribers");

  return {
    /** Adds the address once; the unique index makes a repeat (even a concurrent one) a no-op. */
    async subscribe(email: string, id: string, now: Date): Promise<boolean> {
      try {
        await subscribers().insertOne({ _id: id, email, createdAt: now });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
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
