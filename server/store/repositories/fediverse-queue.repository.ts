import type { DocumentStore, Filter } from "../types";
import type { DeliveryRecord, FediverseQueueRecord, InboxActivityRecord } from "./fediverse-queue.record";

/** The fields every piece of work starts with in either queue: due at once, never tried. */
export function newQueueWork(server: string, now: Date): Omit<FediverseQueueRecord, "_id"> {
  return {
    status: "pending",
    server,
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    createdAt: now,
    finishedAt: null,
  };
}

/** Due work as the worker first sees it: enough to choose what to claim. */
export type DueWork = { _id: string; server: string };

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
  // Read with only the fields every queue's work has.
  const dueWork = () => store.collection<FediverseQueueRecord>(name);

  return {
    /** False when work with this id is queued already (a repeated activity is handled once). */
    async enqueue(record: T): Promise<boolean> {
      return (await queue().bulkWrite([{ insertOne: { document: record } }])).insertedCount === 1;
    },

    /** Takes back work queued a moment ago and not yet claimed (an inbox POST past its server's cap). */
    async withdraw(id: string): Promise<void> {
      await queue().deleteOne({ _id: id, status: "pending", attempts: 0 });
    },

    async enqueueMany(records: T[]): Promise<number> {
      if (records.length === 0) return 0;
      return (await queue().bulkWrite(records.map((document) => ({ insertOne: { document } })))).insertedCount;
    },

    /**
     * What is due now, as its id and server only (a delivery's activity is kilobytes, read once it is
     * claimed): pending work past its time, oldest first, then work whose worker's lease ran out.
     * Two queries, each in its index's order.
     */
    async due(now: Date, limit: number): Promise<DueWork[]> {
      const pending = await dueWork().find(
        { status: "pending", nextAttemptAt: { $lte: now } },
        { projection: { server: 1 }, sort: { nextAttemptAt: 1 }, limit },
      );
      if (pending.length >= limit) return pending;
      const abandoned = await dueWork().find(
        { status: "working", leaseUntil: { $lte: now } },
        { projection: { server: 1 }, limit: limit - pending.length },
      );
      return [...pending, ...abandoned];
    },

    /**
     * Takes the due work among `ids` for `owner` until `leaseUntil`, in one write, and answers what
     * it got, whole: work another worker took first is not among it.
     */
    async claim(ids: string[], owner: string, now: Date, leaseUntil: Date): Promise<T[]> {
      if (ids.length === 0) return [];
      await queue().updateMany(
        {
          _id: { $in: ids },
          $or: [
            { status: "pending", nextAttemptAt: { $lte: now } },
            { status: "working", leaseUntil: { $lte: now } },
          ],
        },
        { $set: { status: "working", leaseUntil, leaseOwner: owner }, $inc: { attempts: 1 } },
      );
      return queue().find({ _id: { $in: ids }, status: "working", leaseOwner: owner });
    },

    async markDone(id: string, now: Date): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "done", leaseUntil: null, leaseOwner: null, lastError: null, finishedAt: now } },
      );
    },

    async retryLater(id: string, nextAttemptAt: Date, error: string): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "pending", nextAttemptAt, leaseUntil: null, leaseOwner: null, lastError: error } },
      );
    },

    async markFailed(id: string, error: string, now: Date): Promise<void> {
      await queue().updateOne(
        { _id: id, status: "working" },
        { $set: { status: "failed", leaseUntil: null, leaseOwner: null, lastError: error, finishedAt: now } },
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
