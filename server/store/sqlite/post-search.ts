import type Database from "better-sqlite3";
import { withinEdits } from "./edit-distance";

/** Ranking weights by column: a word in the title counts most, then tags, the excerpt, the body. */
const WEIGHTS = { title: 4, excerpt: 2, tags: 3, body: 1 };
const ANSWERS_MAX = 500;

const published = (row: string) => `json_extract(${row}.doc, '$.isPublished') = 1`;
const columns = (row: string) =>
  `${row}.rowid, json_extract(${row}.doc, '$.title'), json_extract(${row}.doc, '$.excerpt'), ` +
  `(SELECT group_concat(value, ' ') FROM json_each(${row}.doc, '$.tags')), json_extract(${row}.doc, '$.plainText')`;

/**
 * The full-text index of published posts, inside the database: an FTS5 table kept current by
 * triggers on the posts table, so every process sharing the file finds a post the moment it is
 * written, and no process holds the bodies in memory. Contentless, so the text is not stored twice.
 */
export function installPostSearch(db: Database.Database): void {
  const existed = Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'posts_search'").get());
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search USING fts5(title, excerpt, tags, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search_terms USING fts5vocab(posts_search, 'row');
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
  // A database from before the index gets it filled once.
  if (!existed) db.exec(`INSERT INTO posts_search (rowid, title, excerpt, tags, body) SELECT ${columns("posts")} FROM posts WHERE ${published("posts")}`);
}

/** The words of a query as the index's tokenizer sees them: lower case, accents dropped. */
export function queryWords(query: string): string[] {
  return query
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * Searches the index: every word must match (the last ones typed may be the start of a word),
 * a word that the index does not hold is also tried as the indexed words one typo away, and if
 * nothing holds every word, any word will do. Ids come best match first (BM25 with the weights
 * above).
 */
export function createPostSearch(db: Database.Database, checkForOutsideWrites: () => void) {
  const find = db.prepare(
    `SELECT posts.id AS id FROM posts_search JOIN posts ON posts.rowid = posts_search.rowid WHERE posts_search MATCH ? ` +
      `ORDER BY bm25(posts_search, ${WEIGHTS.title}, ${WEIGHTS.excerpt}, ${WEIGHTS.tags}, ${WEIGHTS.body}) LIMIT ?`,
  );
  const exactTerm = db.prepare("SELECT 1 FROM posts_search_terms WHERE term = ?");
  const allTerms = db.prepare("SELECT term FROM posts_search_terms");
  // The vocabulary, by word length, for typo matching; and recent answers. Both are dropped
  // whenever the posts change, whichever process changed them.
  let termsByLength: Map<number, string[]> | null = null;
  const answers = new Map<string, string[]>();

  const vocabulary = () => {
    if (!termsByLength) {
      termsByLength = new Map();
      for (const { term } of allTerms.all() as { term: string }[]) {
        const list = termsByLength.get(term.length) ?? [];
        list.push(term);
        termsByLength.set(term.length, list);
      }
    }
    return termsByLength;
  };

  const nearWords = (word: string): string[] => {
    const edits = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    if (edits === 0 || exactTerm.get(word)) return [];
    const terms = vocabulary();
    const near: string[] = [];
    for (let length = word.length - edits; length <= word.length + edits; length++) {
      for (const term of terms.get(length) ?? []) if (term !== word && withinEdits(word, term, edits)) near.push(term);
    }
    return near.slice(0, 20);
  };

  const expression = (words: string[], glue: "AND" | "OR") =>
    words
      .map((word) => `(${[word.length >= 3 ? `${quoted(word)}*` : quoted(word), ...nearWords(word).map(quoted)].join(" OR ")})`)
      .join(` ${glue} `);

  return {
    /** After any write to the posts, here or in another process. */
    changed(): void {
      termsByLength = null;
      answers.clear();
    },

    async search(query: string, limit: number): Promise<string[]> {
      checkForOutsideWrites();
      const key = `${limit}:${query.trim().toLowerCase()}`;
      const known = answers.get(key);
      if (known) return known;
      const words = queryWords(query);
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
