/** The content a public answer can be made from: the scopes the store announces writes to (see store/content-scopes.ts). */
export type CachedContent = "posts" | "settings" | "comments";

/**
 * A route's word that the response cache keeps its anonymous GET answers, given where the route
 * is declared: on an endpoint in its module's table, on a page or crawler file where those are
 * listed. (Ghost declares cache invalidation on each API action the same way.) A route without
 * one is never cached.
 */
export interface CacheRule {
  /** What its answer shows: a write to any of it drops the answer. */
  reads: readonly CachedContent[];
  /**
   * The query parameters its answer depends on; any other is left out of the key, so junk query
   * strings cannot fill the cache with copies of one answer. An endpoint's are its query schema's.
   */
  params?: readonly string[];
  /** Parameters the page reads only a few values of: any other value keys as if it were absent, as the page shows it. */
  values?: Readonly<Record<string, readonly string[]>>;
  /** An empty value means the same as no value (a page's filter): left out of the key. */
  emptyIsAbsent?: boolean;
  /** How long an answer is kept at most; without it, until a write changes what it reads. */
  maxAgeMs?: number;
  /**
   * With "comments" read: the path parameter naming the post whose approved comments the answer
   * shows, so a change to them drops just that post's answers (a page names its post itself, see
   * answerShowsPost).
   */
  postParam?: string;
}

/**
 * What a public answer is taken to read unless its route says less: any post or settings write
 * drops it. The profile (a setting) and every post may show on any page, so this is the safe word
 * for a route; one that reads less (the profile alone, the sitemap) may narrow it.
 */
export const PUBLIC_CONTENT: readonly CachedContent[] = ["posts", "settings"];

/** A route as declared with its cache rule (a page, a crawler file); `{name}` in the path stands for one segment. */
export interface DeclaredCache {
  path: string;
  /** Without one, the route's answers are never cached. */
  cache?: CacheRule;
}
