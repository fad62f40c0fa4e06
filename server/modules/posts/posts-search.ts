import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { DocumentStore, PostRecord } from "../../store/types";
import type { createSearchIndex } from "./memory-search-index";

const INDEXED_FIELDS = { title: 1, excerpt: 1, tags: 1, plainText: 1, isPublished: 1 } as const;

/**
 * Search over published posts. SQLite answers from its own full-text index, which its triggers
 * keep current for every process. An engine without one (MongoDB here) gets an index in this
 * process, loaded at start and after a switch, and fed by this process's writes.
 */
export function createPostsSearch({ store, posts }: { store: Pick<DocumentStore, "postSearch">; posts: PostsRepository }) {
  const database = () => store.postSearch;
  // Only an engine without its own index needs this one, so its library loads only then.
  let memoryIndex: ReturnType<typeof createSearchIndex> | null = null;
  const memory = async () => (memoryIndex ??= (await import("./memory-search-index")).createSearchIndex());

  return {
    async load(): Promise<void> {
      if (database()) {
        memoryIndex = null;
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

    written(post: PostRecord): void {
      if (!database()) memoryIndex?.upsert(post);
    },

    removed(id: string): void {
      if (!database()) memoryIndex?.remove(id);
    },
  };
}

export type PostsSearch = ReturnType<typeof createPostsSearch>;
