import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "../lib/logger";

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when a proxy sent a sane one), returns it in
 * the same header, and logs one line when the response is done. Only the path is logged, never
 * the query string (a search may hold an e-mail address), cookies or bodies.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logRequest(req, res, logger);
    next();
  };
}

/** The id and the log line for one request; the cached-answer fast path calls it too. */
export function logRequest(req: Request, res: Response, logger: Logger): void {
  {
    const incoming = req.get("x-request-id");
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    // Read now: mounted routers rewrite req.path while they handle the request.
    const path = req.path;
    res.on("finish", () => {
      const fields = {
        requestId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        bytes: Number(res.getHeader("content-length") ?? 0),
      };
      // A 503 is the server shedding load on purpose (a full queue, a drain): worth a look, not an alarm.
      if (res.statusCode === 503) logger.warn("request", fields);
      else if (res.statusCode >= 500) logger.error("request", fields);
      else logger.info("request", fields);
    });
  }
}
