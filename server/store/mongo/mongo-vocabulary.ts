import type { AnyBulkWriteOperation, Collection, Db } from "mongodb";
import type { Vocabulary } from "../search/query-plan";
import { postWords, spelledBackwards } from "../search/words";
import type { SearchablePost } from "../repositories/posts.record";

/** Derived from the posts and rebuilt from them, so it is not among the app's collections (backups, copies). */
const VOCABULARY_COLLECTION = "searchWords";
const WRITE_BATCH = 1000;

interface VocabularyEntry {
  _id: string;
  backwards: string;
  length: number;
}

/** The range of strings that start with `prefix`, for an index range scan. */
const startingWith = (prefix: string) => ({ $gte: prefix, $lt: prefix + "\uffff" });
const lengthBetween = (shortest: number, longest: number) => ({ $gte: shortest, $lte: longest });

/**
 * The words MongoDB's text index holds, one document each (the word is the `_id`), with the word
 * spelled backwards and its length, so typo matching reads them by range. The text index cannot
 * list its own terms, so the app adds a post's words when it saves the post.
 */
export class MongoVocabulary implements Vocabulary {
  private constructor(private readonly words: Collection<VocabularyEntry>) {}

  static async open(db: Db): Promise<MongoVocabulary> {
    const words = db.collection<VocabularyEntry>(VOCABULARY_COLLECTION);
    // Both hold the length, so a range read checks it in the index without loading documents; the
    // first also hands out a prefix's words shortest first without sorting them.
    await words.createIndex({ length: 1, _id: 1 });
    await words.createIndex({ backwards: 1, length: 1 });
    return new MongoVocabulary(words);
  }

  async has(word: string): Promise<boolean> {
    return (await this.words.findOne({ _id: word }, { projection: { _id: 1 } })) !== null;
  }

  async hasWordStartingWith(prefix: string): Promise<boolean> {
    return (await this.words.findOne({ _id: startingWith(prefix) }, { projection: { _id: 1 } })) !== null;
  }

  async wordsWithFirstLetter(letter: string, shortest: number, longest: number): Promise<string[]> {
    const found = await this.words
      .find({ _id: startingWith(letter), length: lengthBetween(shortest, longest) }, { projection: { _id: 1 }, sort: { _id: 1 } })
      .toArray();
    return found.map((entry) => entry._id);
  }

  async wordsWithLastLetter(letter: string, shortest: number, longest: number): Promise<string[]> {
    // Read back from the backwards spelling alone, which the index holds, rather than from each document.
    const found = await this.words
      .find(
        { backwards: startingWith(letter), length: lengthBetween(shortest, longest) },
        { projection: { _id: 0, backwards: 1 }, sort: { backwards: 1 } },
      )
      .toArray();
    return found.map((entry) => spelledBackwards(entry.backwards));
  }

  async wordsStartingWith(prefix: string, max: number): Promise<string[]> {
    const found = await this.words
      .find({ _id: startingWith(prefix) }, { projection: { _id: 1 }, sort: { length: 1, _id: 1 }, limit: max })
      .toArray();
    return found.map((entry) => entry._id);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.words.findOne({}, { projection: { _id: 1 } })) === null;
  }

  /** Inserts the words it lacks; an upsert per word, so two instances adding the same word both succeed. */
  async add(words: Iterable<string>): Promise<void> {
    let batch: AnyBulkWriteOperation<VocabularyEntry>[] = [];
    const flush = async () => {
      if (batch.length > 0) await this.words.bulkWrite(batch, { ordered: false });
      batch = [];
    };
    for (const word of words) {
      batch.push({
        updateOne: {
          filter: { _id: word },
          update: { $setOnInsert: { backwards: spelledBackwards(word), length: word.length } },
          upsert: true,
        },
      });
      if (batch.length >= WRITE_BATCH) await flush();
    }
    await flush();
  }

  /** The words of every published post, read as a stream so memory holds one batch of posts and the words, never all the bodies. */
  async addFrom(posts: AsyncIterable<Partial<SearchablePost>>): Promise<void> {
    let pending = new Set<string>();
    for await (const post of posts) {
      for (const word of postWords(post)) pending.add(word);
      if (pending.size >= WRITE_BATCH) {
        await this.add(pending);
        pending = new Set();
      }
    }
    await this.add(pending);
  }
}
