import { MongoServerError, type Collection, type Db, type Filter } from "mongodb";
import { planQuery } from "../search/query-plan";
import { postWords } from "../search/words";
import type { DatabasePostSearch } from "../search/database-post-search";
import type { SearchablePost } from "../repositories/posts.record";
import { MongoVocabulary } from "./mongo-vocabulary";
import { wordStartPattern } from "./word-start-pattern";

type SearchedPost = SearchablePost & { _id: string };

/** A collection holds one text index at most; a fixed name lets a later release find and replace it. */
const POSTS_TEXT_INDEX = "posts_text_search";
/** Ranking weights by field, as in SQLite: a word in the title counts most, then tags, the excerpt, the body. */
const WEIGHTS = { title: 4, tags: 3, excerpt: 2, plainText: 1 };
const SEARCHED_FIELDS = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];
/** How many of the best text matches are checked for holding every word: enough for a page of answers, bounded work. */
const CANDIDATES_MAX = 200;
/** MongoDB's codes for an index that is in the way: another text index (one per collection), or ours with other options. */
const INDEX_CONFLICTS = new Set([67, 85, 86]);

async function createTextIndex(posts: Collection<SearchedPost>): Promise<void> {
  const create = () =>
    posts.createIndex(
      { title: "text", tags: "text", excerpt: "text", plainText: "text" },
      {
        name: POSTS_TEXT_INDEX,
        weights: WEIGHTS,
        // Whole words as written, like the word list and FTS5: no English stemming, no stop words of its own.
        default_language: "none",
      },
    );
  try {
    await create();
  } catch (error) {
    if (!(error instanceof MongoServerError && INDEX_CONFLICTS.has(Number(error.code)))) throw error;
    const textIndexes = (await posts.listIndexes().toArray()).filter((index) => index.key?._fts === "text");
    if (textIndexes.length === 0) throw error;
    // A text index from another release (other weights or name) is in the way: replace it.
    for (const index of textIndexes) await posts.dropIndex(index.name);
    await create();
  }
}

/** Matches a post in which some searched field holds a word starting with one of `words`. */
const holdsOneOf = (words: string[]): Filter<SearchedPost> => {
  const pattern = wordStartPattern(words);
  return { $or: SEARCHED_FIELDS.map((field) => ({ [field]: { $regex: pattern, $options: "i" } })) };
};

/**
 * Search on MongoDB, answered by the database: a weighted text index on the posts (current for
 * every instance the moment a post is written) and a word list beside it for typo matching. A
 * text query matches any of its words, so the rule SQLite follows, every word must match else
 * any word will do, is applied to the best text matches with one more query the server runs.
 */
export class MongoPostSearch implements DatabasePostSearch {
  private constructor(
    private readonly posts: Collection<SearchedPost>,
    private readonly vocabulary: MongoVocabulary,
  ) {}

  static async open(db: Db): Promise<MongoPostSearch> {
    const posts = db.collection<SearchedPost>("posts");
    await createTextIndex(posts);
    const search = new MongoPostSearch(posts, await MongoVocabulary.open(db));
    await search.load();
    return search;
  }

  /** Fills the word list from the published posts when it is empty: a database from before it, or one the blog was just copied into. */
  async load(): Promise<void> {
    if (!(await this.vocabulary.isEmpty())) return;
    const published = this.posts.find({ isPublished: true }, { projection: { title: 1, excerpt: 1, tags: 1, plainText: 1 } });
    await this.vocabulary.addFrom(published);
  }

  async written(post: SearchablePost): Promise<void> {
    if (post.isPublished) await this.vocabulary.add(postWords(post));
  }

  async search(query: string, limit: number): Promise<string[]> {
    if (limit < 1) return [];
    const plan = await planQuery(this.vocabulary, query, { completeTypedWord: true });
    if (plan.length === 0) return [];
    const matching = plan.map(({ word, alternatives }) => [...new Set([word, ...alternatives])]);
    const ranked = await this.posts
      .find(
        { $text: { $search: [...new Set(matching.flat())].join(" ") }, isPublished: true },
        {
          projection: { _id: 1, score: { $meta: "textScore" } },
          sort: { score: { $meta: "textScore" } },
          limit: plan.length > 1 ? Math.max(limit, CANDIDATES_MAX) : limit,
        },
      )
      .toArray();
    const ids = ranked.map((post) => post._id);
    if (plan.length === 1 || ids.length === 0) return ids.slice(0, limit);
    const holdingAll = await this.posts.find({ _id: { $in: ids }, $and: matching.map(holdsOneOf) }, { projection: { _id: 1 } }).toArray();
    const every = new Set(holdingAll.map((post) => post._id));
    const best = ids.filter((id) => every.has(id));
    return (best.length > 0 ? best : ids).slice(0, limit);
  }
}
