import type { DocumentStore } from "../types";
import type { SettingRecord } from "./settings.record";
import { insertOnce } from "../insert-once";

/** Small named values: the author's profile, the seeding marker, later the chosen engine. */
export function createSettingsRepository(store: DocumentStore) {
  const settings = () => store.collection<SettingRecord>("settings");

  return {
    async get<T>(key: string): Promise<T | null> {
      const record = await settings().findOne({ _id: key });
      return record ? (record.value as T) : null;
    },

    async set(key: string, value: unknown, now: Date): Promise<void> {
      await settings().updateOne({ _id: key }, { $set: { value, updatedAt: now } }, { upsert: true });
    },

    /** Stores the value only if the key is new; false when it was there already (another process may have claimed it). */
    claim(key: string, value: unknown, now: Date): Promise<boolean> {
      return insertOnce(settings(), { _id: key, value, updatedAt: now });
    },

    async delete(key: string): Promise<void> {
      await settings().deleteOne({ _id: key });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
