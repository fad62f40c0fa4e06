import type { DocumentStore, Filter, SubscriberRecord } from "../types";
import { insertOnce } from "../insert-once";

/** Addresses that receive posts: confirmed ones, and those stored before the double opt-in. */
export const RECEIVES_POSTS: Filter = { $or: [{ status: "confirmed" }, { status: { $exists: false } }] };

export interface ConfirmationRequest {
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

export function createSubscribersRepository(store: DocumentStore) {
  const subscribers = () => store.collection<SubscriberRecord>("subscribers");

  return {
    /** Adds the address as pending; false when it was there already (the unique index, even across processes). */
    addPending(email: string, id: string, request: ConfirmationRequest): Promise<boolean> {
      return insertOnce(subscribers(), {
        _id: id,
        email,
        createdAt: request.now,
        status: "pending",
        confirmTokenHash: request.tokenHash,
        confirmExpiresAt: request.expiresAt,
        confirmationSentAt: request.now,
      });
    },

    /**
     * A fresh confirmation for an address that is not receiving posts, unless one went out since
     * `notSince`. True when this call claimed it: two sign-ups at once send one mail.
     */
    async renewConfirmation(id: string, request: ConfirmationRequest, notSince: Date): Promise<boolean> {
      const result = await subscribers().updateOne(
        { _id: id, status: { $in: ["pending", "unsubscribed"] }, $or: [{ confirmationSentAt: null }, { confirmationSentAt: { $lt: notSince } }] },
        { $set: { status: "pending", confirmTokenHash: request.tokenHash, confirmExpiresAt: request.expiresAt, confirmationSentAt: request.now } },
      );
      return result.matchedCount === 1;
    },

    findByEmail(email: string): Promise<SubscriberRecord | null> {
      return subscribers().findOne({ email });
    },

    findById(id: string): Promise<SubscriberRecord | null> {
      return subscribers().findOne({ _id: id });
    },

    findByConfirmToken(tokenHash: string): Promise<SubscriberRecord | null> {
      return subscribers().findOne({ confirmTokenHash: tokenHash });
    },

    /** Pending to confirmed; false when it was not pending (confirmed already, or unsubscribed since). */
    async confirm(id: string, now: Date): Promise<boolean> {
      const result = await subscribers().updateOne({ _id: id, status: "pending" }, { $set: { status: "confirmed", confirmedAt: now } });
      return result.matchedCount === 1;
    },

    async unsubscribe(id: string, now: Date): Promise<void> {
      await subscribers().updateOne({ _id: id, status: { $ne: "unsubscribed" } }, { $set: { status: "unsubscribed", unsubscribedAt: now } });
    },

    /** The dashboard's figure: addresses that receive posts. */
    count(): Promise<number> {
      return subscribers().countDocuments(RECEIVES_POSTS);
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
