import type { DocumentStore, SettingRecord } from "../types";

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

    async delete(key: string): Promise<void> {
      await settings().deleteOne({ _id: key });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
