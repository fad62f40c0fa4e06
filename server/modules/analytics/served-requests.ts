import type { RequestHandler } from "express";
import { answerEngineOf, crawlerOf } from "../../../shared/analytics";
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

/**
 * Counts, from the server's own requests, what no beacon can see: crawlers, which run no
 * JavaScript, and readers an answer engine sent (by Referer or utm_source). It sits before the
 * response cache so cached answers count too; only answers that succeeded are counted, after
 * they are sent, and a failed count never touches the reply.
 */
export function countServedRequests(collector: Collector, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_COUNTED.test(req.path) || req.path.length > LONGEST_PATH) return next();
    const crawler = crawlerOf(req.get("user-agent"));
    const source = typeof req.query.utm_source === "string" ? req.query.utm_source : null;
    const answerEngine = crawler || !isPagePath(req.path) ? null : (answerEngineOf(hostOf(req.get("referer"))) ?? answerEngineOf(source));
    if (!crawler && !answerEngine) return next();
    const path = req.path;
    res.on("finish", () => {
      if (res.statusCode >= 400) return;
      collector.served(path, crawler ? { crawler } : { answerEngine: answerEngine! }).catch((error: unknown) => {
        logger.warn("Could not count a crawler or answer-engine visit", { error: error instanceof Error ? error.message : String(error) });
      });
    });
    next();
  };
}
