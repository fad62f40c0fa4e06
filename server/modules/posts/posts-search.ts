import type { Logger } from "../../lib/logger";
import type { DocumentStore, SearchablePost } from "../../store/types";

/**
 * Search over published posts, answered by the engine in charge from its own index (SQLite's
 * FTS5, MongoDB's text index), so every instance finds a post the moment it is written and no
 * process holds the posts' text.
 */
export function createPostsSearch({ store, logger }: { store: Pick<DocumentStore, "postSearch">; logger: Logger }) {
  return {
    /** At start and after the engine changes: the engine builds what it derives from the posts, if it has not yet. */
    async load(): Promise<void> {
      await store.postSearch?.load?.();
    },

    /** Post ids, best match first. */
    async search(query: string, limit: number): Promise<string[]> {
      return (await store.postSearch?.search(query, limit)) ?? [];
    },

    async written(post: SearchablePost): Promise<void> {
      try {
        await store.postSearch?.written?.(post);
      } catch (error) {
        // The post is saved and found by its words; only typo matching misses its new words until it is saved again.
        logger.warn("Adding a post's words to the search word list failed", { error: String(error) });
      }
    },
  };
}

export type PostsSearch = ReturnType<typeof createPostsSearch>;
