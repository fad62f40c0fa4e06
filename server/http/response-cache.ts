import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";
import type { Logger } from "../lib/logger";
import { logRequest } from "../middleware/request-log";
import type { CollectionName, DocumentStore } from "../store/types";

interface CachedAnswer {
  /** Every header the full stack sent, but those that belong to one exchange. */
  headers: [string, string][];
  etag?: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Headers of one exchange, never replayed: the request id, the body's encoding and length, cookies. */
const PER_EXCHANGE = new Set(["x-request-id", "content-length", "content-encoding", "transfer-encoding", "set-cookie", "connection", "date", "keep-alive"]);
const MAX_ENTRIES = 1000;
/** Below this a compressed body saves nothing worth the work, as the compression middleware judges too. */
const COMPRESS_FROM_BYTES = 1024;

export interface ResponseCacheOptions {
  store: DocumentStore;
  readsFrom: CollectionName[];
  sessionCookie: string;
  logger: Logger;
  /** Path prefixes whose anonymous GET answers are kept. */
  paths: string[];
}

/**
 * Keeps the finished answers of public GETs until the next write to the collections they read,
 * and serves them again ahead of the rest of the middleware: `serve` goes first in the stack,
 * `remember` where the answer is made. A replay carries the same headers the full stack sent
 * (security headers, ETag, content type, paging), a fresh request id and log line, a 304 when the
 * ETag matches, and the body compressed as the client accepts (compressed once, then kept).
 *
 * Only for anonymous readers (a signed-in admin may see drafts) and only on the embedded engine,
 * which announces every write: this process's at once, another process's (sharing the SQLite
 * file) before the next cached answer. Checked per request: the admin may switch engines.
 */
export function responseCache({ store, readsFrom, sessionCookie, logger, paths }: ResponseCacheOptions): { serve: RequestHandler; remember: RequestHandler } {
  const entries = new Map<string, CachedAnswer>();
  let generation = 0;
  store.onChange((collection) => {
    if (!readsFrom.includes(collection)) return;
    generation += 1;
    entries.clear();
  });

  const cacheable = (method: string, path: string, cookie: string | undefined) =>
    // On MongoDB other instances write too, and their writes are not announced here: no caching.
    store.kind === "embedded" &&
    (method === "GET" || method === "HEAD") &&
    !cookie?.includes(`${sessionCookie}=`) &&
    paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

  const keep = (key: string, res: Response, body: Buffer | string) => {
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_EXCHANGE.has(name) && name !== "vary") headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    headers.push(["vary", "Accept-Encoding"]);
    const etag = res.getHeader("etag");
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { headers, etag: etag === undefined ? undefined : String(etag), identity: Buffer.isBuffer(body) ? body : Buffer.from(body) });
  };

  const encoded = (answer: CachedAnswer, accepted: string | false): { body: Buffer; encoding?: "gzip" | "br" } => {
    if (answer.identity.length < COMPRESS_FROM_BYTES || !accepted || accepted === "identity") return { body: answer.identity };
    if (accepted === "br") {
      answer.br ??= brotliCompressSync(answer.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: answer.br, encoding: "br" };
    }
    answer.gzip ??= gzipSync(answer.identity);
    return { body: answer.gzip, encoding: "gzip" };
  };

  const serve: RequestHandler = (req, res, next) => {
    if (!cacheable(req.method, req.path, req.headers.cookie)) return next();
    // Another process sharing the database may have written since: that clears the entries first.
    store.checkForOutsideWrites?.();
    const answer = entries.get(req.originalUrl);
    if (!answer) return next();
    logRequest(req, res, logger);
    // Plain setHeader calls: this path is the hottest in the server, and the values are final.
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    if (answer.etag && req.headers["if-none-match"] && req.fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const { body, encoding } = encoded(answer, req.headers["accept-encoding"] ? req.acceptsEncodings("br", "gzip", "identity") : false);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const remember: RequestHandler = (req, res, next) => {
    if (!cacheable(req.method, req.baseUrl + req.path, req.headers.cookie) || req.method !== "GET") return next();
    // A write that lands while this request runs may not be in its answer; such an answer is not kept.
    const generationAtStart = generation;
    const send = res.send.bind(res);
    let stored = false;
    res.send = (body?: unknown) => {
      const result = send(body);
      // Express calls send again with the serialized JSON; keep that, and only a full answer: the
      // status is read after sending, because send itself turns a matching conditional GET into a
      // 304 without its body's headers.
      if (!stored && res.statusCode === 200 && (typeof body === "string" || Buffer.isBuffer(body)) && generation === generationAtStart) {
        stored = true;
        keep(req.originalUrl, res, body);
      }
      return result;
    };
    next();
  };

  return { serve, remember };
}
