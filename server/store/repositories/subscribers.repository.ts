import { escapeRegex } from "../../lib/escape-regex";
import type { DocumentStore, Filter } from "../types";
import type { ConfirmationWaitReason } from "../../../shared/types";
import type { SubscriberRecord, SubscriberStatus } from "./subscribers.record";
import { insertOnce } from "../insert-once";

/** Addresses that receive posts: the confirmed ones. */
const RECEIVES_POSTS: Filter = { status: "confirmed" };

export interface ImportedSubscriber {
  email: string;
  id: string;
  status: "confirmed" | "unsubscribed";
  createdAt: Date;
}

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
        {
          _id: id,
          status: { $in: ["pending", "unsubscribed"] },
          $or: [{ confirmationSentAt: null }, { confirmationSentAt: { $lt: notSince } }],
        },
        {
          $set: {
            status: "pending",
            confirmTokenHash: request.tokenHash,
            confirmExpiresAt: request.expiresAt,
            confirmationSentAt: request.now,
            confirmationWaiting: null,
            confirmationWaitingSince: null,
          },
        },
      );
      return result.matchedCount === 1;
    },

    /**
     * The sign-up stays pending with no mail sent, and says why. No mail went out, so a repeat
     * sign-up may try again at once.
     */
    async markConfirmationWaiting(id: string, reason: ConfirmationWaitReason, now: Date): Promise<void> {
      await subscribers().updateOne(
        { _id: id, status: "pending" },
        { $set: { confirmationWaiting: reason, confirmationWaitingSince: now, confirmationSentAt: null } },
      );
    },

    /** Pending sign-ups waiting for their confirmation mail since `since` or later, oldest first. */
    waitingSince(since: Date, limit: number): Promise<Pick<SubscriberRecord, "_id" | "email">[]> {
      return subscribers().find(
        { status: "pending", confirmationWaiting: "hourly-limit", confirmationWaitingSince: { $gte: since } },
        { sort: { confirmationWaitingSince: 1, _id: 1 }, limit, projection: { email: 1 } },
      );
    },

    /** A waiting sign-up gets its confirmation now; false when another process (or a repeat sign-up) took it first. */
    async claimWaiting(id: string, request: ConfirmationRequest): Promise<boolean> {
      const result = await subscribers().updateOne(
        { _id: id, status: "pending", confirmationWaiting: "hourly-limit" },
        {
          $set: {
            confirmTokenHash: request.tokenHash,
            confirmExpiresAt: request.expiresAt,
            confirmationSentAt: request.now,
            confirmationWaiting: null,
            confirmationWaitingSince: null,
          },
        },
      );
      return result.matchedCount === 1;
    },

    /** How many sign-ups wait for their confirmation mail, for the admin. */
    countWaiting(): Promise<number> {
      return subscribers().countDocuments({ status: "pending", confirmationWaiting: "hourly-limit" });
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
      await subscribers().updateOne(
        { _id: id, status: { $ne: "unsubscribed" } },
        { $set: { status: "unsubscribed", unsubscribedAt: now } },
      );
    },

    /** The admin's list: newest first, by part of the address and by status. */
    async list(query: {
      contains?: string;
      status?: SubscriberStatus;
      limit: number;
      offset: number;
    }): Promise<{ items: SubscriberRecord[]; total: number }> {
      const filters: Filter[] = [];
      if (query.contains) filters.push({ email: { $regex: new RegExp(escapeRegex(query.contains.toLowerCase())) } });
      if (query.status) filters.push(query.status === "confirmed" ? RECEIVES_POSTS : { status: query.status });
      const filter: Filter = filters.length > 0 ? { $and: filters } : {};
      const [items, total] = await Promise.all([
        subscribers().find(filter, { sort: { createdAt: -1, _id: 1 }, skip: query.offset, limit: query.limit }),
        subscribers().countDocuments(filter),
      ]);
      return { items, total };
    },

    async countByStatus(): Promise<Record<SubscriberStatus, number>> {
      const [pending, confirmed, unsubscribed] = await Promise.all([
        subscribers().countDocuments({ status: "pending" }),
        subscribers().countDocuments(RECEIVES_POSTS),
        subscribers().countDocuments({ status: "unsubscribed" }),
      ]);
      return { pending, confirmed, unsubscribed };
    },

    /** Every address, oldest first: the CSV export. */
    all(): Promise<SubscriberRecord[]> {
      return subscribers().find({}, { sort: { createdAt: 1, _id: 1 } });
    },

    /** An imported address as the other list had it; false when this list has it already (left alone). */
    addImported(email: string, id: string, status: "confirmed" | "unsubscribed", createdAt: Date, now: Date): Promise<boolean> {
      return insertOnce(subscribers(), {
        _id: id,
        email,
        createdAt,
        status,
        ...(status === "confirmed" ? { confirmedAt: now } : { unsubscribedAt: now }),
      });
    },

    /** Which of these addresses the list holds already. */
    async listedAmong(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      return new Set(
        (await subscribers().find({ email: { $in: emails } }, { projection: { email: 1 } })).map((subscriber) => subscriber.email),
      );
    },

    /**
     * Imported addresses as the other list had them, in one batch; one this list got meanwhile
     * (the unique index, even across processes) is left alone and counted as already listed.
     */
    async addImportedMany(entries: ImportedSubscriber[], now: Date): Promise<{ added: number; alreadyListed: number }> {
      const result = await subscribers().bulkWrite(
        entries.map(({ email, id, status, createdAt }) => ({
          insertOne: {
            document: { _id: id, email, createdAt, status, ...(status === "confirmed" ? { confirmedAt: now } : { unsubscribedAt: now }) },
          },
        })),
      );
      return { added: result.insertedCount, alreadyListed: result.duplicateCount };
    },

    async remove(id: string): Promise<boolean> {
      return (await subscribers().deleteOne({ _id: id })) === 1;
    },

    /** The next addresses that receive posts after `cursor` in id order: a send walks the list in pages. */
    receivingAfter(cursor: string | null, limit: number): Promise<Pick<SubscriberRecord, "_id" | "email">[]> {
      const filter = cursor === null ? RECEIVES_POSTS : { $and: [RECEIVES_POSTS, { _id: { $gt: cursor } }] };
      return subscribers().find(filter, { sort: { _id: 1 }, limit, projection: { email: 1 } });
    },

    /** Confirmations and departures since `from`: newsletter growth. */
    async changesBetween(from: Date, to: Date): Promise<{ at: Date; kind: "subscribed" | "unsubscribed" }[]> {
      const within = { $gte: from, $lte: to };
      const found = await subscribers().find(
        { $or: [{ confirmedAt: within }, { unsubscribedAt: within }] },
        { projection: { confirmedAt: 1, unsubscribedAt: 1 } },
      );
      const changes: { at: Date; kind: "subscribed" | "unsubscribed" }[] = [];
      for (const subscriber of found) {
        const subscribedAt = subscriber.confirmedAt;
        if (subscribedAt && subscribedAt >= from && subscribedAt <= to) changes.push({ at: subscribedAt, kind: "subscribed" });
        if (subscriber.unsubscribedAt && subscriber.unsubscribedAt >= from && subscriber.unsubscribedAt <= to)
          changes.push({ at: subscriber.unsubscribedAt, kind: "unsubscribed" });
      }
      return changes;
    },

    /** The dashboard's figure: addresses that receive posts. */
    count(): Promise<number> {
      return subscribers().countDocuments(RECEIVES_POSTS);
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
