import type { SearchablePost } from "../repositories/posts.record";

/** A full-text index of published posts that the database keeps itself, current in every process. */
export interface DatabasePostSearch {
  /** Post ids, best match first. */
  search(query: string, limit: number): Promise<string[]>;
  /**
   * After the app saved a post: what the engine cannot derive inside the write itself (MongoDB's
   * list of indexed words, which typo matching reads). SQLite does it in the write's transaction.
   */
  written?(post: SearchablePost): Promise<void>;
  /** At start and after the blog moved to this engine: builds what the engine derives from the posts, if it has not yet. */
  load?(): Promise<void>;
}
