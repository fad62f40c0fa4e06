import type { Logger } from "../../lib/logger";
import { SwitchableStore } from "../../store/switchable-store";
import type { DocumentStore } from "../../store/types";
import type { SearchablePost } from "../../store/repositories/posts.record";
import { postSearchOn } from "./post-search-on-engine";

/**
 * Search over published posts, answered by the engine in charge from its own index (SQLite's
 * FTS5, MongoDB's text index), so every instance finds a post the moment it is written and no
 * process holds the posts' text.
 */
export function createPostsSearch({ store, logger }: { store: DocumentStore; logger: Logger }) {
  // The admin may move the blog to another engine while it serves: each gets its own index.
  const engine = () => (store instanceof SwitchableStore ? store.engine : store);
  // Set up at once, so the posts written from now on reach the index's word list.
  // A failure is reported by load(), which the app awaits at start.
  postSearchOn(engine()).catch(() => undefined);

  return {
    /** At start and after the engine changes: the engine builds what it derives from the posts, if it has not yet. */
    async load(): Promise<void> {
      await (await postSearchOn(engine()))?.load?.();
    },

    /** Post ids, best match first. */
    async search(query: string, limit: number): Promise<string[]> {
      return (await (await postSearchOn(engine()))?.search(query, limit)) ?? [];
    },

    async written(post: SearchablePost): Promise<void> {
      try {
        await (await postSearchOn(engine()))?.written?.(post);
      } catch (error) {
        // The post is saved and found by its words; only typo matching misses its new words until it is saved again.
        logger.warn("Adding a post's words to the search word list failed", { error: String(error) });
      }
    },
  };
}

export type PostsSearch = ReturnType<typeof createPostsSearch>;
