import MiniSearch from "minisearch";
import type { PostRecord } from "../../store/types";

type Indexed = Pick<PostRecord, "_id" | "title" | "excerpt" | "tags" | "plainText">;

const FIELDS = ["title", "excerpt", "tagText", "plainText"] as const;

/**
 * Full-text search over published posts, held in memory and updated on every write so a new or
 * edited post is found at once. Ranks title over tags over excerpt over body and forgives a typo.
 */
export function createSearchIndex() {
  const index = new MiniSearch<Indexed & { id: string; tagText: string }>({
    fields: [...FIELDS],
    idField: "id",
    searchOptions: {
      boost: { title: 4, tagText: 3, excerpt: 2, plainText: 1 },
      prefix: (term) => term.length >= 3,
      // Levenshtein counts a swapped pair of letters as two edits, so long words get two.
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: "AND",
    },
  });

  const toEntry = (post: Indexed) => ({ ...post, id: post._id, tagText: post.tags.join(" ") });

  // Readers repeat the same searches; answers hold until the index changes.
  const answers = new Map<string, string[]>();
  const MAX_ANSWERS = 500;

  return {
    replaceAll(posts: Indexed[]): void {
      answers.clear();
      index.removeAll();
      index.addAll(posts.map(toEntry));
    },

    /** Adds, refreshes or drops one post according to whether readers may find it. */
    upsert(post: Indexed & { isPublished: boolean }): void {
      answers.clear();
      if (index.has(post._id)) index.discard(post._id);
      if (post.isPublished) index.add(toEntry(post));
    },

    remove(id: string): void {
      answers.clear();
      if (index.has(id)) index.discard(id);
    },

    /** Ids, best match first. When every word must match and none do, any word may. */
    search(query: string, limit: number): string[] {
      const key = `${limit}:${query.trim().toLowerCase()}`;
      const known = answers.get(key);
      if (known) return known;
      let hits = index.search(query);
      if (hits.length === 0) hits = index.search(query, { combineWith: "OR" });
      const ids = hits.slice(0, limit).map((hit) => String(hit.id));
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, ids);
      return ids;
    },

    get size(): number {
      return index.documentCount;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
