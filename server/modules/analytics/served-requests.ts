import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { RequestHandler } from "express";
import { answerEngineOf, crawlerOf, type KnownCrawler, type AnswerEngine } from "../../../shared/analytics";
import { isPagePath } from "../../../shared/routes";
import type { Logger } from "../../lib/logger";
import type { Collector } from "./collector";

/** What is never a page or a crawler file: the API, built assets, uploads, sign-in and Vite's dev paths. */
const NOT_COUNTED = /^\/(api|assets|uploads|auth|@|src\/|node_modules)/;
const LONGEST_PATH = 300;

function hostOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname;
  } catch {
    return null;
  }
}

const firstOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Counts one request's answer once it is sent, given its path and query string ("" or "?..."). */
export type ServedRequestCounter = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => void;

/**
 * Counts, from the server's own requests, what no beacon can see: crawlers, which run no
 * JavaScript, and readers an answer engine sent (by Referer or utm_source). Called before the
 * response cache can answer (the fast path ahead of Express, and first in Express's stack) so
 * cached answers count too; only answers that succeeded are counted, after they are sent, and a
 * failed count never touches the reply.
 */
export function servedRequestCounter(collector: Collector, logger: Logger): ServedRequestCounter {
  return (req, res, path, search) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || path.length > LONGEST_PATH || NOT_COUNTED.test(path)) return;
    const crawler = crawlerOf(firstOf(req.headers["user-agent"]));
    let answerEngine: AnswerEngine | null = null;
    if (!crawler && isPagePath(path)) {
      answerEngine = answerEngineOf(hostOf(firstOf(req.headers.referrer) ?? req.headers.referer));
      if (!answerEngine && search.length > 1) {
        const source = parseQuery(search.slice(1)).utm_source;
        answerEngine = answerEngineOf(typeof source === "string" ? source : null);
      }
    }
    if (!crawler && !answerEngine) return;
    const seen: { crawler: KnownCrawler } | { answerEngine: AnswerEngine } = crawler ? { crawler } : { answerEngine: answerEngine! };
    res.on("finish", () => {
      if (res.statusCode >= 400) return;
      collector.served(path, seen).catch((error: unknown) => {
        logger.warn("Could not count a crawler or answer-engine visit", { error: error instanceof Error ? error.message : String(error) });
      });
    });
  };
}

/** The counter as Express middleware, for requests the fast path hands on. */
export function countServedRequests(count: ServedRequestCounter): RequestHandler {
  return (req, res, next) => {
    const queryAt = req.url.indexOf("?");
    count(req, res, req.path, queryAt === -1 ? "" : req.url.slice(queryAt));
    next();
  };
}
