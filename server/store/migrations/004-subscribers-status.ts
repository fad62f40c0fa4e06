import type { SubscriberRecord } from "../repositories/subscribers.record";
import type { DocumentStore } from "../types";
import { type Migration, rewriteMatching } from "./migration";

/**
 * Addresses stored before the double opt-in have no status: they asked to subscribe, so they are
 * confirmed, from the day they were added (which the newsletter's growth counts them from).
 */
export const subscribersStatus: Migration = {
  name: "subscribers from before the double opt-in are confirmed",
  async up(store: DocumentStore) {
    await rewriteMatching(store.collection<SubscriberRecord>("subscribers"), { status: { $exists: false } }, (subscriber) => ({
      $set: { status: "confirmed", confirmedAt: subscriber.confirmedAt ?? subscriber.createdAt },
    }));
  },
};
