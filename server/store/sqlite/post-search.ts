import type Database from "better-sqlite3";
import { withinEdits } from "./edit-distance";

/** Ranking weights by column: a word in the title counts most, then tags, the excerpt, the body. */
const WEIGHTS = { title: 4, excerpt: 2, tags: 3, body: 1 };
const ANSWERS_MAX = 500;
const NEAR_WORDS_MAX = 20;

const published = (row: string) => `json_extract(${row}.doc, '$.isPublished') = 1`;
const columns = (row: string) =>
  `${row}.rowid, json_extract(${row}.doc, '$.title'), json_extract(${row}.doc, '$.excerpt'), ` +
  `(SELECT group_concat(value, ' ') FROM json_each(${row}.doc, '$.tags')), json_extract(${row}.doc, '$.plainText')`;

/** The words of a text as the index's tokenizer sees them: lower case, accents dropped. */
export function queryWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const reversed = (word: string) => [...word].reverse().join("");
/** The range of words that start with `prefix`, for a B-tree range scan. */
const startingWith = (prefix: string) => [prefix, prefix + "\uffff"] as const;

interface IndexedPost {
  isPublished?: boolean;
  title?: string;
  excerpt?: string;
  tags?: string[];
  plainText?: string;
}

/**
 * The full-text index of published posts, inside the database: an FTS5 table kept current by
 * triggers on the posts table, so every process sharing the file finds a post the moment it is
 * written, and no process holds the bodies in memory. Contentless, so the text is not stored
 * twice. Beside it, the words the index has seen (and each spelled backwards), which typo
 * matching reads by range.
 */
export function installPostSearch(db: Database.Database): void {
  const existed = Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'posts_search'").get());
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search USING fts5(title, excerpt, tags, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search_vocabulary USING fts5vocab(posts_search, 'row');
    CREATE TABLE IF NOT EXISTS posts_search_words (word TEXT PRIMARY KEY NOT NULL, backwards TEXT NOT NULL) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS posts_search_words_backwards ON posts_search_words (backwards);
    CREATE TRIGGER IF NOT EXISTS posts_search_insert AFTER INSERT ON posts WHEN ${published("new")} BEGIN
      INSERT INTO posts_search (rowid, title, excerpt, tags, body) SELECT ${columns("new")};
    END;
    CREATE TRIGGER IF NOT EXISTS posts_search_update AFTER UPDATE ON posts BEGIN
      DELETE FROM posts_search WHERE rowid = old.rowid;
      INSERT INTO posts_search (rowid, title, excerpt, tags, body) SELECT ${columns("new")} WHERE ${published("new")};
    END;
    CREATE TRIGGER IF NOT EXISTS posts_search_delete AFTER DELETE ON posts BEGIN
      DELETE FROM posts_search WHERE rowid = old.rowid;
    END;
  `);
  if (existed) return;
  // A database from before the index gets it filled once, and its word list from the index.
  db.exec(`INSERT INTO posts_search (rowid, title, excerpt, tags, body) SELECT ${columns("posts")} FROM posts WHERE ${published("posts")}`);
  const add = db.prepare("INSERT OR IGNORE INTO posts_search_words (word, backwards) VALUES (?, ?)");
  for (const { term } of db.prepare("SELECT term FROM posts_search_vocabulary").all() as { term: string }[]) add.run(term, reversed(term));
}

/**
 * Words nearly every post holds: they rank nothing and cost the most to match (every post's
 * entry is read), so a query that has other words leaves them out.
 */
const STOP_WORDS = new Set(["a", "an", "and", "are", "as", "at", "by", "for", "from", "in", "is", "it", "of", "on", "or", "the", "to", "with"]);

const withoutStopWords = (words: string[]) => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
};

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * Searches the index: every word must match (the last one may be the start of a word), a word
 * the index does not hold is also tried as the indexed words a typo away, and if nothing holds
 * every word, any word will do. Ids come best match first (BM25 with the weights above).
 */
export function createPostSearch(db: Database.Database, checkForOutsideWrites: () => void) {
  // Ranked and cut inside the index first; only the winners are looked up in the posts table,
  // whose rows (bodies and all) are large.
  const find = db.prepare(
    `SELECT posts.id AS id FROM (SELECT rowid, bm25(posts_search, ${WEIGHTS.title}, ${WEIGHTS.excerpt}, ${WEIGHTS.tags}, ${WEIGHTS.body}) AS score ` +
      `FROM posts_search WHERE posts_search MATCH ? ORDER BY score LIMIT ?) AS hits JOIN posts ON posts.rowid = hits.rowid ORDER BY hits.score`,
  );
  const known = db.prepare("SELECT 1 FROM posts_search_words WHERE word = ?");
  const knownStart = db.prepare("SELECT 1 FROM posts_search_words WHERE word >= ? AND word < ? LIMIT 1");
  const byStart = db.prepare("SELECT word FROM posts_search_words WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ?");
  const byEnd = db.prepare("SELECT word FROM posts_search_words WHERE backwards >= ? AND backwards < ? AND length(word) BETWEEN ? AND ?");
  const addWord = db.prepare("INSERT OR IGNORE INTO posts_search_words (word, backwards) VALUES (?, ?)");
  const answers = new Map<string, string[]>();

  /**
   * Indexed words a typo or two away. One typo leaves the first or the last letter in place, so
   * the candidates are the words sharing either, read by range, then measured.
   */
  const nearWords = (word: string, typing: boolean): string[] => {
    const edits = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    if (edits === 0 || known.get(word)) return [];
    // A word still being typed that starts some indexed word is not a typo yet.
    if (typing && knownStart.get(...startingWith(word))) return [];
    const lengths = [word.length - edits, word.length + edits] as const;
    const candidates = new Set<string>();
    for (const { word: candidate } of byStart.all(...startingWith(word[0]), ...lengths) as { word: string }[]) candidates.add(candidate);
    for (const { word: candidate } of byEnd.all(...startingWith(word.at(-1)!), ...lengths) as { word: string }[]) candidates.add(candidate);
    const near: string[] = [];
    for (const candidate of candidates) {
      if (withinEdits(word, candidate, edits)) near.push(candidate);
      if (near.length >= NEAR_WORDS_MAX) break;
    }
    return near;
  };

  /** Only the last word may be unfinished (the reader is typing it); the others are whole words. */
  const expression = (words: string[], glue: "AND" | "OR") =>
    words
      .map((word, index) => {
        const typing = index === words.length - 1 && word.length >= 3;
        return `(${[typing ? `${quoted(word)}*` : quoted(word), ...nearWords(word, typing).map(quoted)].join(" OR ")})`;
      })
      .join(` ${glue} `);

  return {
    /** Inside the transaction that writes a post: its words join the list typo matching reads. */
    wordsWritten(post: IndexedPost): void {
      if (!post.isPublished) return;
      const text = [post.title, post.excerpt, ...(post.tags ?? []), post.plainText].join(" ");
      for (const word of new Set(queryWords(text))) addWord.run(word, reversed(word));
    },

    /** After any write to the posts, here or in another process: remembered answers are stale. */
    changed(): void {
      answers.clear();
    },

    async search(query: string, limit: number): Promise<string[]> {
      checkForOutsideWrites();
      const key = `${limit}:${query.trim().toLowerCase()}`;
      const remembered = answers.get(key);
      if (remembered) return remembered;
      const words = withoutStopWords(queryWords(query));
      if (words.length === 0) return [];
      let rows = find.all(expression(words, "AND"), limit) as { id: string }[];
      if (rows.length === 0 && words.length > 1) rows = find.all(expression(words, "OR"), limit) as { id: string }[];
      const ids = rows.map((row) => row.id);
      if (answers.size >= ANSWERS_MAX) answers.delete(answers.keys().next().value!);
      answers.set(key, ids);
      return ids;
    },
  };
}

export type PostSearch = ReturnType<typeof createPostSearch>;
