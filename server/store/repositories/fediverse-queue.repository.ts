import type { DocumentStore, Filter } from "../types";
import type { DeliveryRecord, FediverseQueueRecord, InboxActivityRecord } from "./fediverse-queue.record";

export interface QueueCounts {
  pending: number;
  working: number;
  done: number;
  failed: number;
  cancelled: number;
}

/** A fediverse queue (the inbox's or the deliveries'): work claimed with a lease, retried later, or given up on. */
function createFediverseQueue<T extends FediverseQueueRecord>(store: DocumentStore, name: "fediverseInbox" | "fediverseDeliveries") {
  const queue = () => store.collection<T>(name);

  return {
    /** False when work with this id is queued already (a repeated activity is handled once). */
    async enqueue(record: T): Promise<boolean> {
      return (await queue().bulkWrite([{ insertOne: { document: record } }])).insertedCount === 1;
    },

    async enqueueMany(records: T[]): Promise<number> {
      if (records.length === 0) return 0;
      return (await queue().bulkWrite(records.map((document) => ({ insertOne: { document } })))).insertedCount;
    },

    /** Work due now: pending past its time, and work whose worker's lease ran out. */
    due(now: Date, limit: number): Promise<T[]> {
      return queue().find(
        {
          $or: [
            { status: "pending", nextAttemptAt: { $lte: now } },
            { status: "working", leaseUntil: { $lte: now } },
          ],
        },
        { sort: { nextAttemptAt: 1 }, limit },
      );
    },

    /** Takes the work until `leaseUntil`; false when another worker took it first. */
    async claim(record: T, leaseUntil: Date): Promise<boolean> {
      const result = await queue().updateOne(
        { _id: record._id, status: record.status, attempts: record.attempts },
        { $set: { status: "working", leaseUntil }, $inc: { attempts: 1 } },
      );
      return result.matchedCount === 1;
    },

    async markDone(id: string, now: Date): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "done", leaseUntil: null, lastError: null, finishedAt: now } },
      );
    },

    async retryLater(id: string, nextAttemptAt: Date, error: string): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "pending", nextAttemptAt, leaseUntil: null, lastError: error } },
      );
    },

    async markFailed(id: string, error: string, now: Date): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "failed", leaseUntil: null, lastError: error, finishedAt: now } },
      );
    },

    /** Withdraws the waiting work that matches (a deleted post's deliveries); work being done is left to finish. */
    async cancelWaiting(filter: Filter, now: Date): Promise<number> {
      return (await queue().updateMany({ ...filter, status: "pending" }, { $set: { status: "cancelled", finishedAt: now } })).matchedCount;
    },

    async counts(filter: Filter = {}): Promise<QueueCounts> {
      const [pending, working, done, failed, cancelled] = await Promise.all(
        (["pending", "working", "done", "failed", "cancelled"] as const).map((status) => queue().countDocuments({ ...filter, status })),
      );
      return { pending, working, done, failed, cancelled };
    },

    /** The newest work, for the admin's list. */
    latest(limit: number, filter: Filter = {}): Promise<T[]> {
      return queue().find(filter, { sort: { createdAt: -1 }, limit });
    },

    find(id: string): Promise<T | null> {
      return queue().findOne({ _id: id });
    },

    /** Removes finished work older than `before`: the queue keeps a week of history, not all of it. */
    purgeFinished(before: Date): Promise<number> {
      return queue().deleteMany({ status: { $in: ["done", "failed", "cancelled"] }, finishedAt: { $lt: before } });
    },
  };
}

export const createInboxQueueRepository = (store: DocumentStore) => createFediverseQueue<InboxActivityRecord>(store, "fediverseInbox");
export const createDeliveriesRepository = (store: DocumentStore) => createFediverseQueue<DeliveryRecord>(store, "fediverseDeliveries");

export type FediverseQueue<T extends FediverseQueueRecord> = ReturnType<typeof createFediverseQueue<T>>;
export type InboxQueueRepository = ReturnType<typeof createInboxQueueRepository>;
export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
