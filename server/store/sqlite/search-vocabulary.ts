import type Database from "better-sqlite3";
import type { Vocabulary } from "../search/query-plan";
import { spelledBackwards } from "../search/words";

/** The range of words that start with `prefix`, for a B-tree range scan. */
const startingWith = (prefix: string) => [prefix, prefix + "\uffff"] as const;

/**
 * The words the full-text index has seen, in `posts_search_words` (each also spelled backwards),
 * read by range on its two B-trees. Statements run at once, so every read is one index lookup.
 */
export function sqliteVocabulary(db: Database.Database): Vocabulary & { add(words: Iterable<string>): void } {
  const known = db.prepare("SELECT 1 FROM posts_search_words WHERE word = ?");
  const knownStart = db.prepare("SELECT 1 FROM posts_search_words WHERE word >= ? AND word < ? LIMIT 1");
  const byStart = db.prepare("SELECT word FROM posts_search_words WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ?").pluck();
  const byEnd = db
    .prepare("SELECT word FROM posts_search_words WHERE backwards >= ? AND backwards < ? AND length(word) BETWEEN ? AND ?")
    .pluck();
  const byPrefix = db
    .prepare("SELECT word FROM posts_search_words WHERE word >= ? AND word < ? ORDER BY length(word), word LIMIT ?")
    .pluck();
  const addWord = db.prepare("INSERT OR IGNORE INTO posts_search_words (word, backwards) VALUES (?, ?)");

  return {
    async has(word) {
      return Boolean(known.get(word));
    },
    async hasWordStartingWith(prefix) {
      return Boolean(knownStart.get(...startingWith(prefix)));
    },
    async wordsWithFirstLetter(letter, shortest, longest) {
      return byStart.all(...startingWith(letter), shortest, longest) as string[];
    },
    async wordsWithLastLetter(letter, shortest, longest) {
      return byEnd.all(...startingWith(letter), shortest, longest) as string[];
    },
    async wordsStartingWith(prefix, max) {
      return byPrefix.all(...startingWith(prefix), max) as string[];
    },
    add(words) {
      for (const word of words) addWord.run(word, spelledBackwards(word));
    },
  };
}
