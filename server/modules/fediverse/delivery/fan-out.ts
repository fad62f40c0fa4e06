import { createHash } from "node:crypto";
import type { Clock } from "../../../lib/clock";
import { type DeliveriesRepository, newQueueWork } from "../../../store/repositories/fediverse-queue.repository";
import type { DeliveryRecord } from "../../../store/repositories/fediverse-queue.record";
import type { FediverseFollowersRepository } from "../../../store/repositories/fediverse-followers.repository";
import { breathe } from "../../../store/batches";

const FOLLOWERS_A_BATCH = 500;

/** One delivery's id: the same activity to the same inbox is queued once, whoever queues it again. */
const deliveryId = (activityId: string, inbox: string) => createHash("sha256").update(`${activityId}\n${inbox}`).digest("base64url");

/**
 * Puts activities on the delivery queue: to one inbox (an Accept), or to every follower, once per
 * distinct inbox (a server's shared inbox takes one copy for all its followers there). Followers
 * are read a batch at a time, so 5,000 of them never sit in memory at once.
 */
export function createFanOut({
  deliveries,
  followers,
  clock,
  queued,
}: {
  deliveries: DeliveriesRepository;
  followers: FediverseFollowersRepository;
  clock: Clock;
  /** Called once something was queued, so the worker starts at once. */
  queued: () => void;
}) {
  const record = (activity: Record<string, unknown>, inbox: string, postId: string | null): DeliveryRecord => ({
    ...newQueueWork(new URL(inbox).host, clock.now()),
    _id: deliveryId(String(activity.id), inbox),
    inbox,
    activity,
    postId,
    kind: String(activity.type),
  });

  return {
    async toInbox(inbox: string, activity: Record<string, unknown>): Promise<void> {
      if (await deliveries.enqueue(record(activity, inbox, null))) queued();
    },

    /** Queues the activity for every follower's inbox, each once; returns how many deliveries were queued. */
    async toFollowers(activity: Record<string, unknown>, postId: string | null): Promise<number> {
      const seen = new Set<string>();
      let queuedCount = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await followers.batchAfter(after, FOLLOWERS_A_BATCH);
        if (batch.length === 0) break;
        after = batch[batch.length - 1]._id;
        const fresh = batch.filter((follower) => !seen.has(follower.inbox));
        for (const follower of fresh) seen.add(follower.inbox);
        queuedCount += await deliveries.enqueueMany(fresh.map((follower) => record(activity, follower.inbox, postId)));
        if (queuedCount > 0) queued();
        if (batch.length < FOLLOWERS_A_BATCH) break;
        await breathe();
      }
      return queuedCount;
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
