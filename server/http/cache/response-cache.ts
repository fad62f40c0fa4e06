import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { MemoryBudget } from "../../lib/memory-budget";
import type { Logger } from "../../lib/logger";
import { holdsContent, postOfScope } from "../../store/content-scopes";
import type { ContentScope, DocumentStore } from "../../store/types";
import { FORM_DRAFT_COOKIE } from "../../lib/form-drafts";
import { type CacheKey, cacheKeyOf, type CachedRoute } from "./cached-routes";
import type { CachedContent } from "./cache-rule";
import { CachedAnswer, cachedAnswerOf, encodedBody, sendCachedAnswer } from "./cached-answer";

/** What an entry costs beside its bodies and headers: the map's slot, the object, its key twice. */
const ENTRY_OVERHEAD_BYTES = 200;
/** The budget is shared (share images join it): this cache's keys carry their own prefix. */
const KEY_PREFIX = "response ";
const KEY_STATE = "responseCacheKey";
const POST_STATE = "responseCachePost";
const MADE_STATE = "responseCacheMade";

export interface ResponseCacheOptions {
  store: DocumentStore;
  sessionCookie: string;
  logger: Logger;
  /** The routes whose anonymous GET answers are kept, as their endpoints and pages declared them (see CacheRule). */
  routes: readonly CachedRoute[];
  /** The bytes this cache may hold, shared with the server's other in-memory copies. */
  budget: MemoryBudget;
  /** The time, for answers kept a limited while (see CachedRoute.maxAgeMs). */
  now?: () => number;
  /**
   * Requests for another representation of a cached address than its page (a fediverse server
   * asking an article's address for Activity Streams JSON, by its Accept header): neither
   * answered from the cache nor kept, so the page and the other never stand in for each other.
   */
  otherRepresentation?: (accept: string | undefined) => boolean;
}

/** Says, from its path and query string ("" or "?..."), that a request must reach Express even when cached. */
export type StepAside = (path: string, search: string) => boolean;
/** Runs just before the fast path answers a request (counting it, say), as the middleware ahead of the cache would. */
export type BeforeAnswer = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => void;

export interface ResponseCacheStats {
  entries: number;
  /** Bodies (with their compressed copies), headers and keys. */
  bytes: number;
  /** Answers served from the cache (304s included), and cacheable requests that went to the full stack. */
  hits: number;
  misses: number;
  /** Of the hits, those answered in the server's own listener, before Express (see answerFirst). */
  beforeExpress: number;
}

const requested = new WeakMap<Request, string>();

/**
 * The URL as the client sent it. The cache rewrites a page's request to its key (the parameters
 * it ignores left out); what is not an answer it keeps, such as a redirect, may still carry them on.
 */
export const requestedUrl = (req: Request): string => requested.get(req) ?? req.originalUrl;

/** A page route tells the cache which post an answer shows, so only that post's comment changes drop it. */
export function answerShowsPost(res: Response, postId: string): void {
  res.locals[POST_STATE] = postId;
}

/**
 * Keeps the finished answers of public GETs until a write changes what they show, and serves
 * them again ahead of the rest of the middleware: `serve` goes first in the stack, `remember`
 * where the answer is made. A replay carries the same headers the full stack sent (security
 * headers, ETag, content type, paging), a fresh request id and log line, a 304 when the ETag
 * matches, and the body compressed as the client accepts (compressed on demand, then kept and
 * counted against the budget).
 *
 * Entries are keyed by what the answer depends on (see cached-routes.ts), held within a budget of
 * bytes, least recently used out first. A post or settings write drops every answer whose route
 * declared it reads them; a change to a post's approved comments only that post's answers that
 * show them; comments no reader sees, and everything else (beacons, rate limits, sessions, mail),
 * nothing. Another process's content writes are
 * learnt before each cached answer (checkForOutsideWrites).
 *
 * Only for anonymous readers (a signed-in admin may see drafts) and only on the embedded engine,
 * which announces every write. Checked per request: the admin may switch engines.
 */
export function responseCache({
  store,
  sessionCookie,
  logger,
  routes,
  budget,
  now = Date.now,
  otherRepresentation = () => false,
}: ResponseCacheOptions): {
  serve: RequestHandler;
  remember: RequestHandler;
  answerFirst(req: IncomingMessage, res: ServerResponse, stepAside: StepAside, beforeAnswer: BeforeAnswer): boolean;
  stats(): ResponseCacheStats;
} {
  let generation = 0;
  let hits = 0;
  let misses = 0;
  let beforeExpress = 0;
  const sessionMarker = `${sessionCookie}=`;
  const draftMarker = `${FORM_DRAFT_COOKIE}=`;
  // Answers being made now, by key: a burst of misses for one key (a 1,000-post /llms-full.txt just
  // after a content change) makes it once, not once a request.
  const making = new Map<string, Promise<void>>();
  const ours = (key: string) => key.startsWith(KEY_PREFIX);

  const changed = (scope: ContentScope) => {
    generation += 1;
    const postId = postOfScope(scope);
    if (scope === "all") budget.deleteWhere(ours);
    else if (postId === undefined)
      budget.deleteWhere((key, value) => ours(key) && (!(value instanceof CachedAnswer) || value.reads.includes(scope as CachedContent)));
    else
      budget.deleteWhere(
        (key, value) =>
          ours(key) && value instanceof CachedAnswer && value.showsComments && (value.postId === undefined || value.postId === postId),
      );
  };
  if (store.onContentChange) store.onContentChange(changed);
  else store.onChange((collection) => holdsContent(collection) && changed("all"));

  const cacheable = ({ method, headers }: IncomingMessage): boolean =>
    store.kind === "embedded" &&
    (method === "GET" || method === "HEAD") &&
    (headers.cookie === undefined || (!headers.cookie.includes(sessionMarker) && !headers.cookie.includes(draftMarker))) &&
    !otherRepresentation(headers.accept);

  const keyOf = (req: IncomingMessage, path: string, search: string): CacheKey | null =>
    // On MongoDB other instances write too, and their writes are not announced here: no caching.
    // A reader bringing back a turned-back form's draft gets a page made for them alone.
    cacheable(req) ? cacheKeyOf(routes, path, search) : null;

  const keep = ({ key, route }: CacheKey, path: string, res: Response, body: Buffer | string): CachedAnswer => {
    const postId = route.postOf(path) ?? (res.locals[POST_STATE] as string | undefined);
    const { answer, bytes } = cachedAnswerOf(res, body, {
      showsComments: route.showsComments || postId !== undefined,
      postId,
      reads: route.reads,
      expiresAt: route.maxAgeMs === undefined ? Infinity : now() + route.maxAgeMs,
    });
    budget.set(KEY_PREFIX + key, answer, bytes + 2 * key.length + ENTRY_OVERHEAD_BYTES);
    return answer;
  };

  const serve: RequestHandler = (req, res, next) => {
    const queryAt = req.url.indexOf("?");
    const found = keyOf(req, req.path, queryAt === -1 ? "" : req.url.slice(queryAt));
    if (!found) return next();
    // Another process sharing the database may have changed content since: that drops entries first.
    store.checkForOutsideWrites?.();
    if (found.route.rewrite && req.url !== found.key) {
      // Pages and files are made from the URL: the stack makes this one from the key alone.
      requested.set(req, req.originalUrl);
      req.url = found.key;
      req.originalUrl = found.key;
    }
    res.locals[KEY_STATE] = found;
    const answer = budget.get(KEY_PREFIX + found.key);
    if (answer instanceof CachedAnswer && answer.expiresAt > now()) return answerFromCache(req, res, found.key, answer, req.path);
    const beingMade = making.get(found.key);
    if (beingMade) {
      // Made once for the whole burst: each waiter then reads the kept answer, or makes its own if none was kept.
      void beingMade.then(() => {
        const made = budget.get(KEY_PREFIX + found.key);
        if (made instanceof CachedAnswer) return answerFromCache(req, res, found.key, made, req.path);
        misses += 1;
        next();
      });
      return;
    }
    misses += 1;
    let madeIt!: () => void;
    const pending = new Promise<void>((resolve) => (madeIt = resolve));
    making.set(found.key, pending);
    const done = () => {
      if (making.get(found.key) === pending) making.delete(found.key);
      madeIt();
    };
    res.locals[MADE_STATE] = done;
    // An answer that is not kept (an error, a write meanwhile) lets the waiters go when it ends.
    res.once("close", done);
    next();
  };

  // One function for every request: the hot path makes no closure per answer.
  const grew = (key: string, bytes: number) => budget.resize(KEY_PREFIX + key, bytes);
  const answerFromCache = (req: IncomingMessage, res: ServerResponse, key: string, answer: CachedAnswer, path: string) => {
    hits += 1;
    sendCachedAnswer(req, res, answer, key, path, logger, grew);
  };

  /**
   * Answers a cached request in the server's own listener, before Express builds its request and
   * runs its stack; false (having touched nothing) when it did not, and Express takes the request
   * as it came. The same rules as `serve`: GET and HEAD, no session or form-draft cookie, the
   * embedded engine, other processes' writes learnt first.
   */
  const answerFirst = (req: IncomingMessage, res: ServerResponse, stepAside: StepAside, beforeAnswer: BeforeAnswer): boolean => {
    if (!cacheable(req)) return false;
    const url = req.url as string;
    // An absolute-form target, or one with a fragment, is Express's to parse.
    if (url.charCodeAt(0) !== 47 || url.includes("#")) return false;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? "" : url.slice(queryAt);
    if (stepAside(path, search)) return false;
    store.checkForOutsideWrites?.();
    // A key is its own key (path and kept parameters, in order), so a request for exactly a key is
    // found without matching routes or parsing its query; any other takes the routes' rules.
    let key = url;
    let answer = budget.get(KEY_PREFIX + url);
    if (!(answer instanceof CachedAnswer)) {
      const found = cacheKeyOf(routes, path, search);
      if (!found || found.key === url) return false;
      key = found.key;
      answer = budget.get(KEY_PREFIX + key);
      if (!(answer instanceof CachedAnswer)) return false;
    }
    if (answer.expiresAt !== Infinity && answer.expiresAt <= now()) return false;
    beforeExpress += 1;
    beforeAnswer(req, res, path, search);
    answerFromCache(req, res, key, answer, path);
    return true;
  };

  const remember: RequestHandler = (req, res, next) => {
    const found = res.locals[KEY_STATE] as CacheKey | undefined;
    if (!found || req.method !== "GET") return next();
    // A write that lands while this request runs may not be in its answer; such an answer is not kept.
    const generationAtStart = generation;
    const path = req.baseUrl + req.path;
    const send = res.send.bind(res);
    let stored = false;
    res.send = (body?: unknown) => {
      // Express calls send again with the serialized JSON; keep that, and only a full answer: the
      // status is read where send ends, since send itself turns a matching conditional GET into a
      // 304 without its body's headers.
      if (stored || !(typeof body === "string" || Buffer.isBuffer(body)) || generation !== generationAtStart) return send(body);
      const end = res.end;
      const endWith = end.bind(res) as (chunk: unknown, encoding?: BufferEncoding) => Response;
      res.end = ((chunk: unknown, encoding?: BufferEncoding) => {
        res.end = end;
        if (res.statusCode !== 200) return endWith(chunk, encoding);
        stored = true;
        const answer = keep(found, path, res, body);
        (res.locals[MADE_STATE] as (() => void) | undefined)?.();
        // Compressed as a hit is, by the same code, and kept for the next hit; the compression
        // middleware passes an encoded body through.
        const { body: encoded, encoding: contentEncoding } = encodedBody(answer, found.key, req.headers["accept-encoding"], grew);
        if (!contentEncoding) return endWith(chunk, encoding);
        res.setHeader("Content-Encoding", contentEncoding);
        res.setHeader("Content-Length", encoded.length);
        return endWith(encoded);
      }) as Response["end"];
      return send(body);
    };
    next();
  };

  const stats = (): ResponseCacheStats => ({ ...budget.measure(ours), hits, misses, beforeExpress });

  return { serve, remember, answerFirst, stats };
}
