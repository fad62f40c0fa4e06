import type Database from "better-sqlite3";
import { planQuery, type PlannedWord } from "../search/query-plan";
import { postWords, spelledBackwards } from "../search/words";
import type { SearchablePost } from "../repositories/posts.record";
import { sqliteVocabulary } from "./search-vocabulary";
import type { SqliteStore } from "./sqlite-store";

/** Ranking weights by column: a word in the title counts most, then tags, the excerpt, the body. */
const WEIGHTS = { title: 4, excerpt: 2, tags: 3, body: 1 };
const ANSWERS_MAX = 500;

const published = (row: string) => `json_extract(${row}.doc, '$.isPublished') = 1`;
const columns = (row: string) =>
  `${row}.rowid, json_extract(${row}.doc, '$.title'), json_extract(${row}.doc, '$.excerpt'), ` +
  `(SELECT group_concat(value, ' ') FROM json_each(${row}.doc, '$.tags')), json_extract(${row}.doc, '$.plainText')`;

/**
 * The word being typed is matched by its start; three letters (the shortest searched) can start
 * hundreds of indexed words, whose lists FTS5 would otherwise merge on every keystroke.
 */
const PREFIX_INDEX = "prefix='3'";

/**
 * The full-text index of published posts, inside the database: an FTS5 table kept current by
 * triggers on the posts table, so every process sharing the file finds a post the moment it is
 * written, and no process holds the bodies in memory. Contentless, so the text is not stored
 * twice. Beside it, the words the index has seen (and each spelled backwards), which typo
 * matching reads by range.
 */
function installPostSearch(db: Database.Database): void {
  const table = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'posts_search'").pluck().get() as string | undefined;
  // An index from before the prefix index is made again (once, in seconds even for 10,000 posts).
  if (table !== undefined && !table.includes(PREFIX_INDEX))
    db.exec("DROP TABLE IF EXISTS posts_search_vocabulary; DROP TABLE posts_search;");
  const existed = table !== undefined && table.includes(PREFIX_INDEX);
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS posts_search USING fts5(title, excerpt, tags, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', ${PREFIX_INDEX});
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
  for (const { term } of db.prepare("SELECT term FROM posts_search_vocabulary").all() as { term: string }[])
    add.run(term, spelledBackwards(term));
}

/** How many of the newest matching posts BM25 ranks, at most. */
const RANKED_MAX = 400;

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * Searches the index: every word must match (the last one may be the start of a word), a word
 * the index does not hold is also tried as the indexed words a typo away, and if nothing holds
 * every word, any word will do. Ids come best match first (BM25 with the weights above).
 */
function createPostSearch(db: Database.Database, checkForOutsideWrites: () => void) {
  // Ranked and cut inside the index first; only the winners are looked up in the posts table,
  // whose rows (bodies and all) are large. BM25 costs a read of every matching post's word
  // positions, so ranking stays within the newest RANKED_MAX matches (@oldest is the oldest of them):
  // a word in thousands of bodies ranks them all about alike anyway, and title and tag matches
  // are ranked over every post first (see search).
  const score = `bm25(posts_search, ${WEIGHTS.title}, ${WEIGHTS.excerpt}, ${WEIGHTS.tags}, ${WEIGHTS.body})`;
  const find = db.prepare(
    `SELECT posts.id AS id FROM (SELECT rowid, ${score} AS score FROM posts_search WHERE posts_search MATCH @match AND rowid >= @oldest ORDER BY score LIMIT @limit) AS hits ` +
      `JOIN posts ON posts.rowid = hits.rowid ORDER BY hits.score`,
  );
  const oldestRanked = db
    .prepare(`SELECT rowid FROM posts_search WHERE posts_search MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ${RANKED_MAX - 1}`)
    .pluck();
  const ranked = (match: string, limit: number) =>
    find.all({ match, limit, oldest: (oldestRanked.get(match) as number | undefined) ?? 0 }) as { id: string }[];
  /** Title and tag matches first, over every post (few, so cheap to rank), then the rest. */
  const bestFirst = (match: string, limit: number) => {
    const inTitleOrTags = ranked(`{title tags} : (${match})`, limit);
    if (inTitleOrTags.length >= limit) return inTitleOrTags;
    const seen = new Set(inTitleOrTags.map((row) => row.id));
    return [...inTitleOrTags, ...ranked(match, limit).filter((row) => !seen.has(row.id))].slice(0, limit);
  };
  const vocabulary = sqliteVocabulary(db);
  const answers = new Map<string, string[]>();
  // Planning awaits, so a write may land mid-search; an answer begun before it is not remembered.
  let writes = 0;

  /** Only the last word may be unfinished (the reader is typing it); FTS5 matches its start itself. */
  const expression = (plan: PlannedWord[], glue: "AND" | "OR") =>
    plan
      .map(
        ({ word, typing, alternatives }) => `(${[typing ? `${quoted(word)}*` : quoted(word), ...alternatives.map(quoted)].join(" OR ")})`,
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
      const plan = await planQuery(vocabulary, query);
      if (plan.length === 0) return [];
      let rows = bestFirst(expression(plan, "AND"), limit);
      if (rows.length === 0 && plan.length > 1) rows = bestFirst(expression(plan, "OR"), limit);
      const ids = rows.map((row) => row.id);
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
  installPostSearch(store.database);
  const search = createPostSearch(store.database, () => store.checkForOutsideWrites());
  store.registerHook("posts", { written: (post) => search.wordsWritten(post as Partial<SearchablePost>), changed: () => search.changed() });
  return search;
}
