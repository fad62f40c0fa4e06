import type { DocumentStore } from "../types";
import type { UserRecord } from "./users.record";

export function createUsersRepository(store: DocumentStore) {
  const users = () => store.collection<UserRecord>("users");

  return {
    findById(id: string): Promise<UserRecord | null> {
      return users().findOne({ _id: id });
    },

    findByProvider(provider: UserRecord["provider"], providerId: string): Promise<UserRecord | null> {
      return users().findOne({ provider, providerId });
    },

    insert(user: UserRecord): Promise<void> {
      return users().insertOne(user);
    },

    async recordSignIn(id: string, fields: Pick<UserRecord, "name" | "email" | "avatar">, at: Date): Promise<void> {
      await users().updateOne({ _id: id }, { $set: { ...fields, lastSignInAt: at } });
    },

    list(): Promise<UserRecord[]> {
      return users().find({}, { sort: { createdAt: 1 } });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
