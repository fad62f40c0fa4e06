import type { Logger } from "../../lib/logger";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { DocumentStore, PostRecord } from "../../store/types";
import type { createSearchIndex } from "./memory-search-index";

const INDEXED_FIELDS = { title: 1, excerpt: 1, tags: 1, plainText: 1, isPublished: 1 } as const;

/**
 * Search over published posts. SQLite and MongoDB answer from their own indexes, current for
 * every process. An engine without one (the NeDB reader) gets an index in this process, loaded
 * at start and after a switch, and fed by this process's writes.
 */
export function createPostsSearch({ store, posts, logger }: { store: Pick<DocumentStore, "postSearch">; posts: PostsRepository; logger: Logger }) {
  const database = () => store.postSearch;
  // Only an engine without its own index needs this one, so its library loads only then.
  let memoryIndex: ReturnType<typeof createSearchIndex> | null = null;
  const memory = async () => (memoryIndex ??= (await import("./memory-search-index")).createSearchIndex());

  return {
    /** At start and after the engine changes: the engine builds what it derives from the posts, if it has not yet. */
    async load(): Promise<void> {
      const indexed = database();
      if (indexed) {
        memoryIndex = null;
        await indexed.load?.();
        return;
      }
      const all = await posts.listAll(INDEXED_FIELDS);
      (await memory()).replaceAll(all.filter((post) => post.isPublished));
    },

    /** Post ids, best match first. */
    async search(query: string, limit: number): Promise<string[]> {
      const indexed = database();
      return indexed ? indexed.search(query, limit) : (await memory()).search(query, limit);
    },

    async written(post: PostRecord): Promise<void> {
      const indexed = database();
      if (!indexed) {
        memoryIndex?.upsert(post);
        return;
      }
      try {
        await indexed.written?.(post);
      } catch (error) {
        // The post is saved and found by its words; only typo matching misses its new words until it is saved again.
        logger.warn("Adding a post's words to the search word list failed", { error: String(error) });
      }
    },

    removed(id: string): void {
      if (!database()) memoryIndex?.remove(id);
    },
  };
}

export type PostsSearch = ReturnType<typeof createPostsSearch>;
