import type { DocumentStore } from "../types";
import type { NewsletterSendRecord } from "./newsletter-sends.record";
import type { SendCancelReason } from "../../../shared/types";
import { insertOnce } from "../insert-once";

export function createNewsletterSendsRepository(store: DocumentStore) {
  const sends = () => store.collection<NewsletterSendRecord>("newsletterSends");

  return {
    /** False when the post's newsletter exists already: a post is sent once, whatever is saved later. */
    start(send: NewsletterSendRecord): Promise<boolean> {
      return insertOnce(sends(), send);
    },

    find(id: string): Promise<NewsletterSendRecord | null> {
      return sends().findOne({ _id: id });
    },

    preparing(): Promise<NewsletterSendRecord[]> {
      return sends().find({ status: "preparing" }, { sort: { createdAt: 1 } });
    },

    /** Newest first, without the mail's text: the admin's list. */
    list(limit: number) {
      return sends().find({}, { sort: { createdAt: -1 }, limit, projection: { html: 0, text: 0 } });
    },

    /** False when the send is no longer being prepared (it was cancelled meanwhile): stop queuing. */
    async advance(id: string, cursor: string, queued: number): Promise<boolean> {
      return (await sends().updateOne({ _id: id, status: "preparing" }, { $set: { cursor, queued } })).matchedCount === 1;
    },

    /** A cancel that landed during preparation stays: the send never turns back to "sending". */
    async prepared(id: string, queued: number): Promise<void> {
      await sends().updateOne({ _id: id, status: "preparing" }, { $set: { status: "sending", queued } });
    },

    /** Stops the send for good; false when it was not running (cancelled already, or never started). */
    async cancel(id: string, from: "preparing" | "sending", reason: SendCancelReason, now: Date): Promise<boolean> {
      const result = await sends().updateOne(
        { _id: id, status: from },
        { $set: { status: "cancelled", cancelledAt: now, cancelReason: reason, cancelledWhile: from } },
      );
      return result.matchedCount === 1;
    },

    /** The author asked for a cancelled send to go on; false when it is not cancelled (any more). */
    async resume(id: string, to: "preparing" | "sending"): Promise<boolean> {
      const result = await sends().updateOne(
        { _id: id, status: "cancelled" },
        { $set: { status: to, cancelledAt: null, cancelReason: null, cancelledWhile: null } },
      );
      return result.matchedCount === 1;
    },

    /** What a worker asks just after claiming a delivery: the one read no cache may answer. */
    async isCancelled(id: string): Promise<boolean> {
      return (await sends().findOne({ _id: id }, { projection: { status: 1 } }))?.status === "cancelled";
    },
  };
}

export type NewsletterSendsRepository = ReturnType<typeof createNewsletterSendsRepository>;
