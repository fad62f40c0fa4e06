import type { DocumentStore } from "../types";
import type { NewsletterLinkRecord } from "./newsletter-links.record";

export function createNewsletterLinksRepository(store: DocumentStore) {
  const links = () => store.collection<NewsletterLinkRecord>("newsletterLinks");

  return {
    /** A send's links, written once when its mail is composed (one batch: a mail holds a bounded number). */
    async saveAll(records: NewsletterLinkRecord[]): Promise<void> {
      if (records.length > 0) await links().bulkWrite(records.map((document) => ({ insertOne: { document } })));
    },

    /** Links saved for a send that did not start after all (another save of the post started it first). */
    async removeAll(ids: string[]): Promise<void> {
      if (ids.length > 0) await links().deleteMany({ _id: { $in: ids } });
    },

    async destination(id: string): Promise<string | null> {
      return (await links().findOne({ _id: id }, { projection: { url: 1 } }))?.url ?? null;
    },

    /** One click more: one counter of a row that exists, so clicks never add rows. */
    async countClick(id: string): Promise<void> {
      await links().updateOne({ _id: id }, { $inc: { clicks: 1 } });
    },

    /** The links of these sends, each send's in the mail's order. */
    ofSends(sendIds: string[]): Promise<NewsletterLinkRecord[]> {
      if (sendIds.length === 0) return Promise.resolve([]);
      return links().find({ sendId: { $in: sendIds } }, { sort: { sendId: 1, position: 1 } });
    },
  };
}

export type NewsletterLinksRepository = ReturnType<typeof createNewsletterLinksRepository>;
