import { COMMENT_OUTCOME_PARAM, COMMENT_OUTCOMES, NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_OUTCOMES } from "../../shared/form-posts";
import * as schemas from "../../shared/schemas";

/**
 * A public route whose anonymous GET answers the response cache keeps, and the query parameters
 * its answer depends on. Any other parameter is not part of the key: `/rss.xml?v=1` is
 * `/rss.xml`, so junk query strings cannot fill the cache with copies of one answer.
 */
export interface CachedRoute {
  /** How long an answer is kept at most; without it, until a write changes what it shows. */
  maxAgeMs?: number;
  /** Parameters the page reads only a few values of: any other value keys as if it were absent, as the page shows it. */
  values?: Readonly<Record<string, readonly string[]>>;
  /** The path itself, and with `under` every path below it too. */
  path: string;
  under?: boolean;
  /** What the answer depends on; the API's are read from the endpoint's own query schema. */
  params: readonly string[];
  /**
   * The endpoint answers 400 to a parameter it does not know (its schema is strict): such a
   * request goes to it uncached, so the reader still gets the 400.
   */
  strict?: boolean;
  /** An empty value means the same as no value (a page's filter): left out of the key. */
  emptyIsAbsent?: boolean;
  /**
   * An API answer is JSON made from the parameters alone. A page or a file is made from the URL
   * (the shell and the server render read it), so the request itself is rewritten to the key:
   * what any variant gets is what the full stack sends for the key, whether cached or not.
   */
  rewrite?: boolean;
  /** Whether the answer at this path shows a post's approved comments: dropped when they change (see `postOf`). */
  showsComments?: (path: string) => boolean;
  /** The post a path names by id, when it does, so a change to its comments drops just its answers. */
  postOf?: (path: string) => string | undefined;
}

const paramsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const file = (path: string): CachedRoute => ({ path, params: [], rewrite: true });
const COMMENTS_PATH = /^\/api\/blog-posts\/([^/]+)\/comments$/;

/** The public API and crawler files, cached in every mode. First match wins: specific paths first. */
export const CACHED_API_AND_FILES: readonly CachedRoute[] = [
  { path: "/api/blog-posts", params: paramsOf(schemas.listQuerySchema), strict: true },
  { path: "/api/blog-posts/search", params: paramsOf(schemas.searchQuerySchema), strict: true },
  {
    // Tags, featured, a post by slug or id, its related posts and its comments: no query at all.
    path: "/api/blog-posts",
    under: true,
    params: [],
    postOf: (path) => COMMENTS_PATH.exec(path)?.[1],
  },
  { path: "/api/profile", params: [] },
  { path: "/api/structured-data", params: paramsOf(schemas.structuredDataQuerySchema), strict: true },
  file("/sitemap.xml"),
  file("/rss.xml"),
  file("/llms.txt"),
  file("/llms-full.txt"),
];

/**
 * Pages with a server-drawn form carry its signed token (6 hours for a comment form, 12 for the
 * sign-up), made when the page was rendered: kept an hour at most, a cached page always hands a
 * reader without JavaScript a token with hours left to write in.
 */
export const FORM_PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/** The public pages: not under Vite in development, where the shell follows the sources. */
export const CACHED_PAGES: readonly CachedRoute[] = [
  { path: "/", params: [NEWSLETTER_OUTCOME_PARAM], values: { [NEWSLETTER_OUTCOME_PARAM]: NEWSLETTER_OUTCOMES }, rewrite: true, maxAgeMs: FORM_PAGE_MAX_AGE_MS },
  // The filter as client/src/features/posts-page reads it from the address (?q=&tag=).
  { path: "/posts", params: ["q", "tag"], emptyIsAbsent: true, rewrite: true },
  { path: "/contact", params: [], rewrite: true },
  { path: "/privacy", params: [], rewrite: true },
  // An article shows its approved comments; /blog/{slug}.md does not, and is a file like the feeds.
  { path: "/blog", under: true, params: [COMMENT_OUTCOME_PARAM], values: { [COMMENT_OUTCOME_PARAM]: COMMENT_OUTCOMES }, rewrite: true, maxAgeMs: FORM_PAGE_MAX_AGE_MS, showsComments: (path) => !path.endsWith(".md") },
  { path: "/tags", under: true, params: [], rewrite: true },
];

const matches = (route: CachedRoute, path: string) => path === route.path || (route.under === true && path.startsWith(route.path === "/" ? "/" : `${route.path}/`));

export interface CacheKey {
  route: CachedRoute;
  /** The path and the parameters the answer depends on, in one order. */
  key: string;
}

/**
 * The key of a request to a cached route, or null when it is not cached: not one of the routes,
 * or a strict endpoint given a parameter it will refuse. Parameters are sorted by name (a
 * repeated one keeps its order), and empty ones dropped where they mean nothing.
 */
export function cacheKeyOf(routes: readonly CachedRoute[], path: string, search: string): CacheKey | null {
  const route = routes.find((candidate) => matches(candidate, path));
  if (!route) return null;
  if (search === "" || search === "?") return { route, key: path };
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (!route.params.includes(name)) {
      if (route.strict) return null;
      continue;
    }
    if (value === "" && route.emptyIsAbsent) continue;
    if (route.values?.[name] && !route.values[name].includes(value)) continue;
    kept.push([name, value]);
  }
  if (kept.length === 0) return { route, key: path };
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { route, key: `${path}?${new URLSearchParams(kept).toString()}` };
}
