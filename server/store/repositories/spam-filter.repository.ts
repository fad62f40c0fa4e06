import type { DocumentStore, SpamTokenRecord } from "../types";

/** The record that counts the comments taught, beside one record per token. */
export const TAUGHT_DOCUMENTS = "#documents";

/**
 * What the spam filter has learned, one record per token with atomic increments, so two
 * processes teaching at once lose no count and a score reads only the comment's own tokens.
 */
export function createSpamFilterRepository(store: DocumentStore) {
  const learned = () => store.collection<SpamTokenRecord>("spamFilter");

  return {
    /** The learned counts of these tokens, and of the comments taught (TAUGHT_DOCUMENTS). */
    learnedFor(tokens: string[]): Promise<SpamTokenRecord[]> {
      return learned().find({ _id: { $in: [...tokens, TAUGHT_DOCUMENTS] } });
    },

    /** One comment's tokens counted on `side` (`by` -1 takes back an earlier lesson). */
    async teach(tokens: string[], side: "spam" | "ham", by: 1 | -1): Promise<void> {
      for (const token of [...tokens, TAUGHT_DOCUMENTS]) await learned().updateOne({ _id: token }, { $inc: { [side]: by } }, { upsert: true });
    },
  };
}

export type SpamFilterRepository = ReturnType<typeof createSpamFilterRepository>;
