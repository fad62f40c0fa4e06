import type Database from "better-sqlite3";
import { NEAR_WORDS_MAX, planQuery, type PlannedWord } from "../search/query-plan";
import { postWords, spelledBackwards } from "../search/words";
import type { SearchablePost } from "../repositories/posts.record";
import { sqliteVocabulary } from "./search-vocabulary";
import type { SqliteStore } from "./sqlite-store";

const ANSWERS_MAX = 500;

const published = (row: string) => `json_extract(${row}.doc, '$.isPublished') = 1`;
const tags = (row: string) => `(SELECT group_concat(value, ' ') FROM json_each(${row}.doc, '$.tags'))`;
const columns = (row: string) =>
  `${row}.rowid, json_extract(${row}.doc, '$.title'), json_extract(${row}.doc, '$.excerpt'), ${tags(row)}, json_extract(${row}.doc, '$.plainText')`;
const summaryColumns = (row: string) =>
  `${row}.rowid, json_extract(${row}.doc, '$.title'), ${tags(row)}, json_extract(${row}.doc, '$.excerpt')`;

/**
 * The word being typed is matched by its start; three letters (the shortest searched) can start
 * hundreds of indexed words, whose lists FTS5 would otherwise merge on every keystroke.
 */
const PREFIX_INDEX = "prefix='3'";
/**
 * The full index keeps which posts hold a word, not where (detail=none): search asks only for posts
 * holding every word (or any), never a phrase or a column, and the positions were seven eighths of
 * the index (568 against 74 MB at 100,000 posts), all read from disk by a query of common words.
 */
const FULL_INDEX_OPTIONS = `${PREFIX_INDEX}, detail=none`;

/**
 * The full-text index of published posts, inside the database: an FTS5 table kept current by
 * triggers on the posts table, so every process sharing the file finds a post the moment it is
 * written, and no process holds the bodies in memory. Contentless, so the text is not stored
 * twice. Beside it, the words the index has seen (and each spelled backwards), which typo
 * matching reads by range.
 */
function installPostSearch(db: Database.Database): void {
  const table = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'posts_search'").pluck().get() as string | undefined;
  // An index made with other options is made again, once (seconds for 10,000 posts, 17 s for 100,000).
  const existed = table !== undefined && table.includes(FULL_INDEX_OPTIONS);
  if (table !== undefined && !existed) db.exec("DROP TABLE IF EXISTS posts_search_vocabulary; DROP TABLE posts_search;");
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search USING fts5(title, excerpt, tags, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', ${FULL_INDEX_OPTIONS});
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
  installSummarySearch(db);
  if (existed) return;
  // A database from before the index gets it filled once, and its word list from the index.
  db.exec(`INSERT INTO posts_search (rowid, title, excerpt, tags, body) SELECT ${columns("posts")} FROM posts WHERE ${published("posts")}`);
  const add = db.prepare("INSERT OR IGNORE INTO posts_search_words (word, backwards) VALUES (?, ?)");
  for (const { term } of db.prepare("SELECT term FROM posts_search_vocabulary").all() as { term: string }[])
    add.run(term, spelledBackwards(term));
}

/**
 * A second, small index of the title, tags and excerpt alone, which ranking asks which posts hold
 * the words there (see SUMMARY_COLUMNS). Asked of the full index, a column that holds the words in no
 * post costs a read of every post's positions for every word: milliseconds at 100,000 posts.
 */
function installSummarySearch(db: Database.Database): void {
  const existed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'posts_summary_search'").get() !== undefined;
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_summary_search USING fts5(title, tags, excerpt, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', ${PREFIX_INDEX});
    CREATE TRIGGER IF NOT EXISTS posts_summary_search_insert AFTER INSERT ON posts WHEN ${published("new")} BEGIN
      INSERT INTO posts_summary_search (rowid, title, tags, excerpt) SELECT ${summaryColumns("new")};
    END;
    CREATE TRIGGER IF NOT EXISTS posts_summary_search_update AFTER UPDATE ON posts BEGIN
      DELETE FROM posts_summary_search WHERE rowid = old.rowid;
      INSERT INTO posts_summary_search (rowid, title, tags, excerpt) SELECT ${summaryColumns("new")} WHERE ${published("new")};
    END;
    CREATE TRIGGER IF NOT EXISTS posts_summary_search_delete AFTER DELETE ON posts BEGIN
      DELETE FROM posts_summary_search WHERE rowid = old.rowid;
    END;
  `);
  if (!existed)
    db.exec(
      `INSERT INTO posts_summary_search (rowid, title, tags, excerpt) SELECT ${summaryColumns("posts")} FROM posts WHERE ${published("posts")}`,
    );
}

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * Where a match counts, best first (as WordPress orders its results): the title, the tags and the
 * excerpt, asked of the small index, then anywhere. Within each, the most recently written post
 * comes first: FTS5 hands rows out in that order and stops at the limit, where a relevance score
 * (BM25) reads every row holding each word, tens of milliseconds for a common word at 100,000 posts.
 */
const SUMMARY_COLUMNS = ["title", "tags", "excerpt"] as const;

const newestMatchesIn = (db: Database.Database, table: string) =>
  db
    .prepare(
      `SELECT posts.id FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid DESC LIMIT ?) AS hits ` +
        "JOIN posts ON posts.rowid = hits.rowid ORDER BY hits.rowid DESC",
    )
    .pluck();

/**
 * Searches the index: every word must match (the last one may be the start of a word), a word
 * the index does not hold is also tried as the indexed words a typo away, and if nothing holds
 * every word, any word will do. Ids come best match first (see SUMMARY_COLUMNS).
 */
function createPostSearch(db: Database.Database, checkForOutsideWrites: () => void) {
  const newestAnywhere = newestMatchesIn(db, "posts_search");
  const newestInSummary = newestMatchesIn(db, "posts_summary_search");
  const bestFirst = (match: string, limit: number) => {
    // Twice the limit: however many the summary finds (fewer than the limit), the rest is here.
    const anywhere = newestAnywhere.all(match, 2 * limit) as string[];
    // What the summary holds the full index holds too, and each column the whole summary: a column
    // is asked only where a wider search found something (asking costs most when it finds nothing).
    if (anywhere.length === 0) return [];
    const found = new Set<string>();
    const inSummary = newestInSummary.all(match, 1) as string[];
    for (const column of inSummary.length > 0 ? SUMMARY_COLUMNS : []) {
      // Posts found in an earlier column come again here; asking for that many more still fills the limit.
      for (const id of newestInSummary.all(`{${column}} : (${match})`, limit + found.size) as string[]) found.add(id);
      if (found.size >= limit) break;
    }
    for (const id of anywhere) found.add(id);
    return [...found].slice(0, limit);
  };
  const vocabulary = sqliteVocabulary(db);
  const answers = new Map<string, string[]>();
  // Planning awaits, so a write may land mid-search; an answer begun before it is not remembered.
  let writes = 0;

  /** Only the last word may be unfinished (the reader is typing it): it matches as the start of a word. */
  const expression = (plan: PlannedWord[], glue: "AND" | "OR") =>
    plan
      .map(({ word, typing, alternatives }) =>
        // A three-letter start is read from the index's prefix index. A longer one is spelt out as
        // the words it starts: FTS5 merges a prefix's every word up front, however few rows are wanted.
        typing && (word.length <= 3 || alternatives.length >= NEAR_WORDS_MAX)
          ? `${quoted(word)}*`
          : `(${[...new Set([word, ...alternatives])].map(quoted).join(" OR ")})`,
      )
      .join(` ${glue} `);

  return {
    /** Inside the transaction that writes a post: its words join the list typo matching reads. */
    wordsWritten(post: Partial<SearchablePost>): void {
      if (post.isPublished) vocabulary.add(postWords(post));
    },

    /** After any write to the posts, here or in another process: remembered answers are stale. */
    changed(): void {
      writes++;
      answers.clear();
    },

    async search(query: string, limit: number): Promise<string[]> {
      checkForOutsideWrites();
      const key = `${limit}:${query.trim().toLowerCase()}`;
      const remembered = answers.get(key);
      if (remembered) return remembered;
      const writesBefore = writes;
      const plan = await planQuery(vocabulary, query, { completeTypedWord: true });
      if (plan.length === 0) return [];
      let ids = bestFirst(expression(plan, "AND"), limit);
      if (ids.length === 0 && plan.length > 1) ids = bestFirst(expression(plan, "OR"), limit);
      if (writes !== writesBefore) return ids;
      if (answers.size >= ANSWERS_MAX) answers.delete(answers.keys().next().value!);
      answers.set(key, ids);
      return ids;
    },
  };
}

export type PostSearch = ReturnType<typeof createPostSearch>;

/**
 * Sets the index up in the store's file (the triggers keep it in step for every process), and has
 * the store keep the word list and the remembered answers in step with this process's post writes.
 */
export function attachPostSearch(store: SqliteStore): PostSearch {
  // Under the write lock, where the index is looked at again: two processes opening an older
  // database at once would otherwise both fill it.
  store.database.transaction(() => installPostSearch(store.database)).immediate();
  const search = createPostSearch(store.database, () => store.checkForOutsideWrites());
  store.registerHook("posts", { written: (post) => search.wordsWritten(post as Partial<SearchablePost>), changed: () => search.changed() });
  return search;
}
