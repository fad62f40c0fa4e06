import type { DocumentStore } from "../types";
import type { QueuedMailRecord } from "./mail-queue.record";
import { insertOnce } from "../insert-once";
import { BATCH_ROWS, breathe } from "../batches";

export interface SendProgress {
  sent: number;
  failed: number;
  /** Waiting, being sent, or to be retried. */
  pending: number;
  /** Not sent because the reader unsubscribed (or was removed) before their turn. */
  skipped: number;
  /** Not sent because the send was cancelled before their turn. */
  cancelled: number;
}

/**
 * The outgoing mail, kept in the store so nothing queued is lost to a restart and every instance
 * works from the same list. A worker claims a message with a conditional update before sending it.
 */
export function createMailQueueRepository(store: DocumentStore) {
  const queue = () => store.collection<QueuedMailRecord>("mailQueue");

  /** Sets `change` on a send's deliveries in one status, a batch at a time with requests answered in between. */
  async function moveInBatches(sendId: string, from: QueuedMailRecord["status"], change: Record<string, unknown>): Promise<number> {
    let moved = 0;
    for (;;) {
      const batch = await queue().find({ sendId, status: from }, { limit: BATCH_ROWS, projection: { _id: 1 } });
      if (batch.length === 0) return moved;
      moved += (await queue().updateMany({ _id: { $in: batch.map((mail) => mail._id) }, status: from }, { $set: change })).matchedCount;
      if (batch.length < BATCH_ROWS) return moved;
      await breathe();
    }
  }

  return {
    async enqueue(mail: QueuedMailRecord): Promise<void> {
      await queue().insertOne(mail);
    },

    /** False when a message with this id is queued already: preparing a send again queues nothing twice. */
    enqueueOnce(mail: QueuedMailRecord): Promise<boolean> {
      return insertOnce(queue(), mail);
    },

    /** Queues each message not queued already (by id), in one batch; returns how many were new. */
    async enqueueManyOnce(mails: QueuedMailRecord[]): Promise<number> {
      return (await queue().bulkWrite(mails.map((document) => ({ insertOne: { document } })))).insertedCount;
    },

    async progress(sendId: string): Promise<SendProgress> {
      const [sent, failed, pending, sending, skipped, cancelled] = await Promise.all(
        (["sent", "failed", "pending", "sending", "skipped", "cancelled"] as const).map((status) =>
          queue().countDocuments({ sendId, status }),
        ),
      );
      return { sent, failed, pending: pending + sending, skipped, cancelled };
    },

    /** Why the send's deliveries are not going out, if they are not: the server's answer to the latest try. */
    async lastError(sendId: string): Promise<string | null> {
      const waiting = await queue().findOne(
        { sendId, status: { $in: ["pending", "failed"] }, lastError: { $ne: null } },
        { sort: { nextAttemptAt: -1 }, projection: { lastError: 1 } },
      );
      return waiting?.lastError ?? null;
    },

    /** The send's failed deliveries go back in the queue, due now, with a fresh count of attempts. */
    async retryFailed(sendId: string, now: Date): Promise<number> {
      const result = await queue().updateMany(
        { sendId, status: "failed" },
        { $set: { status: "pending", attempts: 0, nextAttemptAt: now, lastError: null } },
      );
      return result.matchedCount;
    },

    /**
     * Marks the send's waiting deliveries cancelled, a batch at a time with requests answered in
     * between (a list can be thousands). One a worker holds ("sending") is left to it: it may be
     * with the mail server already, and the worker checks the send before it starts one.
     */
    cancelWaiting(sendId: string, now: Date): Promise<number> {
      return moveInBatches(sendId, "pending", { status: "cancelled", leaseUntil: null, lastError: null, cancelledAt: now });
    },

    /** The send's cancelled deliveries go back in the queue, due now, in batches as they were cancelled. */
    restoreCancelled(sendId: string, now: Date): Promise<number> {
      return moveInBatches(sendId, "cancelled", {
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
        leaseUntil: null,
        cancelledAt: null,
      });
    },

    async markCancelled(id: string, now: Date): Promise<void> {
      await queue().updateOne({ _id: id }, { $set: { status: "cancelled", leaseUntil: null, cancelledAt: now } });
    },

    async markSkipped(id: string, reason: string): Promise<void> {
      await queue().updateOne({ _id: id }, { $set: { status: "skipped", leaseUntil: null, lastError: reason } });
    },

    /** Messages due now: pending ones past their time, and ones whose sender died mid-send. */
    due(now: Date, limit: number): Promise<QueuedMailRecord[]> {
      return queue().find(
        {
          $or: [
            { status: "pending", nextAttemptAt: { $lte: now } },
            { status: "sending", leaseUntil: { $lte: now } },
          ],
        },
        { sort: { nextAttemptAt: 1 }, limit },
      );
    },

    /** Takes the message for one worker until `leaseUntil`; false when another took it first. */
    async claim(mail: QueuedMailRecord, leaseUntil: Date): Promise<boolean> {
      const result = await queue().updateOne(
        { _id: mail._id, status: mail.status, attempts: mail.attempts, leaseUntil: mail.leaseUntil ?? null },
        { $set: { status: "sending", leaseUntil }, $inc: { attempts: 1 } },
      );
      return result.matchedCount === 1;
    },

    async markSent(id: string, now: Date): Promise<void> {
      await queue().updateOne({ _id: id }, { $set: { status: "sent", sentAt: now, leaseUntil: null, lastError: null } });
    },

    async retryLater(id: string, nextAttemptAt: Date, error: string): Promise<void> {
      await queue().updateOne({ _id: id }, { $set: { status: "pending", nextAttemptAt, leaseUntil: null, lastError: error } });
    },

    async markFailed(id: string, error: string): Promise<void> {
      await queue().updateOne({ _id: id }, { $set: { status: "failed", leaseUntil: null, lastError: error } });
    },

    find(id: string): Promise<QueuedMailRecord | null> {
      return queue().findOne({ _id: id });
    },
  };
}

export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;
