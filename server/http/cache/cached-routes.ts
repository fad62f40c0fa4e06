import type { CachedContent, CacheRule, DeclaredCache } from "./cache-rule";
import { escapeRegex } from "../../lib/escape-regex";

/**
 * A public route whose anonymous GET answers the response cache keeps, made from the CacheRule
 * declared where the route is (see cachedRoute). Query parameters other than the rule's are not
 * part of the key: `/rss.xml?v=1` is `/rss.xml`.
 */
export interface CachedRoute {
  /** As declared: an exact path, a path with `{name}` segments, or a path and everything under it. */
  path: string;
  matches(path: string): boolean;
  params: readonly string[];
  values?: CacheRule["values"];
  emptyIsAbsent?: boolean;
  maxAgeMs?: number;
  reads: readonly CachedContent[];
  /**
   * The endpoint answers 400 to a parameter it does not know (its schema is strict): such a
   * request goes to it uncached, so the reader still gets the 400.
   */
  strict: boolean;
  /**
   * An API answer is JSON made from the parameters alone. A page or a file is made from the URL
   * (the shell and the server render read it), so the request itself is rewritten to the key:
   * what any variant gets is what the full stack sends for the key, whether cached or not.
   */
  rewrite: boolean;
  /** Its answers show a post's approved comments: dropped when they change (see `postOf`). */
  showsComments: boolean;
  /** The post a path names by id, when it does, so a change to its comments drops just its answers. */
  postOf(path: string): string | undefined;
}

export interface RouteShape {
  /** Every path below `path` too. */
  under?: boolean;
  /** The answer is made from the URL (a page or a file): see CachedRoute.rewrite. */
  rewrite?: boolean;
  /** The route refuses query parameters it does not know. */
  strict?: boolean;
}

/** The route a CacheRule declares for a path; `{name}` in the path stands for one segment. */
export function cachedRoute(
  path: string,
  rule: CacheRule,
  { under = false, rewrite = false, strict = false }: RouteShape = {},
): CachedRoute {
  const names: string[] = [];
  const segments = path.split(/(\{[^}]+\})/).map((part) => {
    if (!part.startsWith("{")) return escapeRegex(part);
    names.push(part.slice(1, -1));
    return "([^/]+)";
  });
  const below = under ? (path === "/" ? ".*" : "(?:/.*)?") : "";
  const pattern = new RegExp(`^${segments.join("")}${below}$`);
  const postGroup = rule.postParam === undefined ? -1 : names.indexOf(rule.postParam) + 1;
  return {
    path,
    matches: (candidate) => pattern.test(candidate),
    params: rule.params ?? [],
    values: rule.values,
    emptyIsAbsent: rule.emptyIsAbsent,
    maxAgeMs: rule.maxAgeMs,
    reads: rule.reads,
    strict,
    rewrite,
    showsComments: rule.reads.includes("comments"),
    postOf: (candidate) => (postGroup > 0 ? pattern.exec(candidate)?.[postGroup] : undefined),
  };
}

/** The cached routes among those declared, in their order, each with the shape given. */
export function cachedRoutesOf(declared: readonly DeclaredCache[], shape: RouteShape = {}): CachedRoute[] {
  return declared.flatMap(({ path, cache }) => (cache ? [cachedRoute(path, cache, shape)] : []));
}

export interface CacheKey {
  route: CachedRoute;
  /** The path and the parameters the answer depends on, in one order. */
  key: string;
}

/**
 * The key of a request to a cached route, or null when it is not cached: not one of the routes,
 * or a strict endpoint given a parameter it will refuse. The first route that matches wins, so
 * specific paths come first. Parameters are sorted by name (a repeated one keeps its order), and
 * empty ones dropped where they mean nothing.
 */
export function cacheKeyOf(routes: readonly CachedRoute[], path: string, search: string): CacheKey | null {
  const route = routes.find((candidate) => candidate.matches(path));
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
