import type { Logger } from "../../lib/logger";
import { SwitchableStore } from "../../store/switchable-store";
import type { DocumentStore } from "../../store/types";
import type { SearchablePost } from "../../store/repositories/posts.record";
import type { DatabasePostSearch } from "../../store/search/database-post-search";
import { postSearchOn } from "./post-search-on-engine";

/**
 * Search over published posts, answered by the engine in charge from its own index (SQLite's
 * FTS5, MongoDB's text index), so every instance finds a post the moment it is written and no
 * process holds the posts' text.
 */
export function createPostsSearch({ store, logger }: { store: DocumentStore; logger: Logger }) {
  // The admin may move the blog to another engine while it serves: each gets its own index.
  const engine = () => (store instanceof SwitchableStore ? store.engine : store);
  // Set up at once, so the posts written from now on reach the index's word list; a failure is
  // reported by the first search.
  postSearchOn(engine()).catch(() => undefined);
  // What the engine derives from the posts (MongoDB's word list) is built by the first search on
  // it, not at start: a start reads no post.
  const loaded = new WeakMap<DocumentStore, Promise<DatabasePostSearch | undefined>>();
  const loadedOn = (on: DocumentStore) => {
    let ready = loaded.get(on);
    if (!ready) {
      ready = postSearchOn(on).then(async (search) => (await search?.load?.(), search));
      // A failed build is tried again by the next search.
      ready.catch(() => loaded.delete(on));
      loaded.set(on, ready);
    }
    return ready;
  };

  return {
    /** After the engine changes: the engine builds what it derives from the posts, if it has not yet. */
    async load(): Promise<void> {
      await loadedOn(engine());
    },

    /** Post ids, best match first. */
    async search(query: string, limit: number): Promise<string[]> {
      return (await (await loadedOn(engine()))?.search(query, limit)) ?? [];
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
