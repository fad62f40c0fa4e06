import type { Document } from "../types";

/**
 * One piece of fediverse work in a queue kept in the store (an activity received, a delivery to
 * one server), so nothing is lost to a restart and two processes never do it twice: a worker
 * claims it with a lease first, and one that died mid-way leaves it to be taken up again.
 */
export interface FediverseQueueRecord extends Document {
  /** "working": claimed by a worker until `leaseUntil`. "cancelled": withdrawn before it was done (a deleted post's deliveries). */
  status: "pending" | "working" | "done" | "failed" | "cancelled";
  /** The other server's host: work is limited per server. */
  server: string;
  attempts: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  /** The worker holding it while "working": a batch is claimed in one write, then each worker reads back what it got. */
  leaseOwner?: string | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** An activity the inbox accepted (its signature verified), waiting to be handled. */
export interface InboxActivityRecord extends FediverseQueueRecord {
  /** The account whose key signed it. */
  signer: string;
  activity: Record<string, unknown>;
}

/** One activity to deliver to one inbox (a shared inbox serves every follower on its server). */
export interface DeliveryRecord extends FediverseQueueRecord {
  inbox: string;
  activity: Record<string, unknown>;
  /** The post it is about, so deleting the post cancels what is still queued for it. */
  postId: string | null;
  /** What the admin's list calls it: "Create", "Update", "Delete", "Accept". */
  kind: string;
}
