import type { DocumentStore } from "../types";
import type { SpamTokenRecord } from "./spam-filter.record";
import type { BulkOperation } from "../types";
import { inBatches } from "../batches";

/** The record that counts the comments taught, beside one record per token. */
export const TAUGHT_DOCUMENTS = "#documents";

/** What to add to each token's counts (negative takes a lesson back); a side left out is not touched. */
export type SpamLessons = Map<string, Partial<Pick<SpamTokenRecord, "spam" | "ham">>>;

/** Adds one comment's lesson to `lessons`: its tokens, and the comment itself under TAUGHT_DOCUMENTS. */
export function addLesson(lessons: SpamLessons, tokens: string[], side: "spam" | "ham", by: 1 | -1): SpamLessons {
  for (const token of [...tokens, TAUGHT_DOCUMENTS]) {
    const counts = lessons.get(token) ?? {};
    counts[side] = (counts[side] ?? 0) + by;
    lessons.set(token, counts);
  }
  return lessons;
}

/**
 * What the spam filter has learned, one record per token with atomic increments, so two
 * processes teaching at once lose no count and a score reads only the comment's own tokens.
 */
export function createSpamFilterRepository(store: DocumentStore) {
  const learned = () => store.collection<SpamTokenRecord>("spamFilter");

  /** Every token's increment as one upsert, a batch of them per transaction: one fsync per batch, not per word. */
  async function learn(lessons: SpamLessons): Promise<void> {
    const operations: BulkOperation<SpamTokenRecord>[] = [...lessons].map(([token, counts]) => ({
      updateOne: { filter: { _id: token }, update: { $inc: counts }, upsert: true },
    }));
    await inBatches(operations, (batch) => learned().bulkWrite(batch));
  }

  return {
    /** The learned counts of these tokens, and of the comments taught (TAUGHT_DOCUMENTS). */
    learnedFor(tokens: string[]): Promise<SpamTokenRecord[]> {
      return learned().find({ _id: { $in: [...tokens, TAUGHT_DOCUMENTS] } });
    },

    learn,

    /** One comment's tokens counted on `side` (`by` -1 takes back an earlier lesson). */
    teach(tokens: string[], side: "spam" | "ham", by: 1 | -1): Promise<void> {
      return learn(addLesson(new Map(), tokens, side, by));
    },
  };
}

export type SpamFilterRepository = ReturnType<typeof createSpamFilterRepository>;
