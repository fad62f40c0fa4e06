import type { RequestHandler, Response } from "express";
import type { CollectionName, DocumentStore } from "../store/types";

interface CachedResponse {
  body: Buffer | string;
  headers: Record<string, string>;
}

const KEPT_HEADERS = ["content-type", "etag", "x-total-count"];
const MAX_ENTRIES = 1000;

/**
 * Keeps the finished answers of public GETs until the next write to the collections they read.
 * Only for anonymous readers (a signed-in admin may see drafts) and only on the embedded engine,
 * which announces every write: this process's at once, another process's (sharing the SQLite
 * file) before the next cached answer. Checked per request: the admin may switch engines while
 * the blog serves.
 */
export function publicResponseCache(store: DocumentStore, readsFrom: CollectionName[], sessionCookie: string): RequestHandler {
  const entries = new Map<string, CachedResponse>();
  let generation = 0;
  store.onChange((collection) => {
    if (!readsFrom.includes(collection)) return;
    generation += 1;
    entries.clear();
  });

  const remember = (key: string, res: Response, body: Buffer | string) => {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { body, headers });
  };

  return (req, res, next) => {
    // On MongoDB other instances may write too, and their writes are not seen here: no caching.
    if (store.kind !== "embedded") return next();
    if (req.method !== "GET" || req.headers.cookie?.includes(`${sessionCookie}=`)) return next();
    // Another process sharing the database may have written since: that clears the entries first.
    store.checkForOutsideWrites?.();
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      res.set(hit.headers);
      res.send(hit.body);
      return;
    }
    // A write that lands while this request runs may not be in its answer; such an answer is not kept.
    const generationAtStart = generation;
    const send = res.send.bind(res);
    let stored = false;
    res.send = (body?: unknown) => {
      // Express calls send again with the serialized JSON; keep that, and only successful answers.
      if (!stored && res.statusCode === 200 && (typeof body === "string" || Buffer.isBuffer(body)) && generation === generationAtStart) {
        stored = true;
        const result = send(body);
        remember(key, res, body);
        return result;
      }
      return send(body);
    };
    next();
  };
}
