import type { ErrorRequestHandler, RequestHandler } from "express";
import { HttpError, NotFoundError, RateLimitedError } from "../lib/errors";
import type { Logger } from "../lib/logger";

/** Errors from Express's own helpers (static files, body parsing) carry a 4xx status worth keeping. */
function clientErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== "object") return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

/** Body-parser marks its own failures with a status and a type; they are the client's fault. */
function bodyParserError(error: unknown): { status: number; message: string } | null {
  if (!error || typeof error !== "object" || !("type" in error)) return null;
  switch ((error as { type: string }).type) {
    case "entity.parse.failed":
      return { status: 400, message: "Malformed JSON in request body" };
    case "entity.too.large":
      return { status: 413, message: "Request body is too large" };
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, message: "Unsupported request body encoding" };
    default:
      return null;
  }
}

export function apiNotFound(): RequestHandler {
  return (req, _res, next) => next(new NotFoundError(`No API route for ${req.method} ${req.path}`));
}

/** The last middleware: a JSON error body with the right status, and never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof RateLimitedError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
    // The request id lets a reader's report be matched to the server's log line.
    const requestId = res.locals.requestId as string | undefined;
    if (error instanceof HttpError) {
      res
        .status(error.status)
        .json(error.details ? { error: error.message, details: error.details, requestId } : { error: error.message, requestId });
      return;
    }
    const known = bodyParserError(error);
    if (known) {
      res.status(known.status).json({ error: known.message, requestId });
      return;
    }
    const status = clientErrorStatus(error);
    if (status) {
      res.status(status).json({ error: status === 404 ? "Not found" : "Bad request", requestId });
      return;
    }
    logger.error("Unhandled error", {
      requestId,
      method: req.method,
      path: req.path,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    res.status(500).json({ error: "Internal server error", requestId });
  };
}
