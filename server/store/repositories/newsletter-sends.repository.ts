import type { DocumentStore, NewsletterSendRecord } from "../types";
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

    async advance(id: string, cursor: string, queued: number): Promise<void> {
      await sends().updateOne({ _id: id, status: "preparing" }, { $set: { cursor, queued } });
    },

    async prepared(id: string, queued: number): Promise<void> {
      await sends().updateOne({ _id: id }, { $set: { status: "sending", queued } });
    },
  };
}

export type NewsletterSendsRepository = ReturnType<typeof createNewsletterSendsRepository>;
