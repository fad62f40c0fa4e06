import type { DocumentStore } from "../types";
import type { SessionRecord } from "./sessions.record";

/** Sessions live in the database so a restart signs no one out. */
export function createSessionsRepository(store: DocumentStore) {
  const sessions = () => store.collection<SessionRecord>("sessions");

  return {
    async get(id: string, now: Date): Promise<string | null> {
      const record = await sessions().findOne({ _id: id, expiresAt: { $gt: now } });
      return record ? record.data : null;
    },

    async set(id: string, data: string, expiresAt: Date): Promise<void> {
      await sessions().updateOne({ _id: id }, { $set: { data, expiresAt } }, { upsert: true });
    },

    async touch(id: string, expiresAt: Date): Promise<void> {
      await sessions().updateOne({ _id: id }, { $set: { expiresAt } });
    },

    async destroy(id: string): Promise<void> {
      await sessions().deleteOne({ _id: id });
    },

    deleteExpired(now: Date): Promise<number> {
      return sessions().deleteMany({ expiresAt: { $lte: now } });
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
