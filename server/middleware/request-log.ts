import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "../lib/logger";

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
const LOGGED = Symbol("requestLog");

interface LogState {
  id: string;
  method: string | undefined;
  path: string;
  started: bigint;
  logger: Logger;
  /** Body bytes as written, when the response's writes are counted (see countBodyBytes). */
  bytes: number | undefined;
}

type LoggedResponse = ServerResponse & { [LOGGED]?: LogState };

/**
 * Gives each request an id (kept from X-Request-Id when a proxy sent a sane one), returns it in
 * the same header, and logs one line when the response is done. Only the path is logged, never
 * the query string (a search may hold an e-mail address), cookies or bodies.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Read now: mounted routers rewrite req.path while they handle the request.
    res.locals.requestId = logRequest(req, res, logger, req.path);
    countBodyBytes(res);
    next();
  };
}

/**
 * The id and the log line for one request, on node's own objects: the Express stack and the
 * cached-answer fast path (which never builds Express's request) both log through it. The line is
 * written by one shared listener reading its state off the response, so the hot path makes no
 * closure for it.
 */
function logRequest(req: IncomingMessage, res: ServerResponse, logger: Logger, path: string): string {
  const id = logRequestUnannounced(req, res, logger, path);
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * logRequest without setting the X-Request-Id header: for an answer that writes all its headers
 * in one writeHead call, which is only quick while no header was set before it. Headers written
 * that way cannot be read back, so such an answer states its body's length here.
 */
export function logRequestUnannounced(req: IncomingMessage, res: ServerResponse, logger: Logger, path: string, bytes?: number): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  (res as LoggedResponse)[LOGGED] = { id, method: req.method, path, started: process.hrtime.bigint(), logger, bytes };
  // `on`, not `once`: a response finishes once, and `once` would wrap the listener per request.
  res.on("finish", logFinished);
  return id;
}

function logFinished(this: LoggedResponse): void {
  const state = this[LOGGED];
  if (!state) return;
  const fields = {
    requestId: state.id,
    method: state.method,
    path: state.path,
    status: this.statusCode,
    ms: Math.round(Number(process.hrtime.bigint() - state.started) / 1e4) / 100,
    // A HEAD or 304 states a length it never sends.
    bytes: state.method === "HEAD" || this.statusCode === 304 ? 0 : (state.bytes ?? Number(this.getHeader("content-length") ?? 0)),
  };
  // A 503 is the server shedding load on purpose (a full queue, a drain): worth a look, not an alarm.
  if (this.statusCode === 503) state.logger.warn("request", fields);
  else if (this.statusCode >= 500) state.logger.error("request", fields);
  else state.logger.info("request", fields);
}

const nodeWrite = Symbol("nodeWrite");
const nodeEnd = Symbol("nodeEnd");
type CountedResponse = LoggedResponse & { [nodeWrite]: ServerResponse["write"]; [nodeEnd]: ServerResponse["end"] };

const bytesOf = (chunk: unknown, encoding: unknown): number =>
  typeof chunk === "string"
    ? Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : chunk instanceof Uint8Array
      ? chunk.byteLength
      : 0;

function countingWrite(this: CountedResponse, chunk: unknown, ...rest: unknown[]): boolean {
  const state = this[LOGGED];
  if (state) state.bytes = (state.bytes ?? 0) + bytesOf(chunk, rest[0]);
  return (this[nodeWrite] as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
}

function countingEnd(this: CountedResponse, chunk?: unknown, ...rest: unknown[]): ServerResponse {
  const state = this[LOGGED];
  if (state) state.bytes = (state.bytes ?? 0) + bytesOf(chunk, rest[0]);
  return (this[nodeEnd] as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
}

/**
 * Counts the body bytes as they are written, below the compression middleware (installed before
 * it), so a compressed answer streamed without a Content-Length logs what it really sent.
 */
function countBodyBytes(res: ServerResponse): void {
  const counted = res as CountedResponse;
  counted[nodeWrite] = res.write;
  counted[nodeEnd] = res.end;
  (counted[LOGGED] as LogState).bytes = 0;
  res.write = countingWrite as ServerResponse["write"];
  res.end = countingEnd as ServerResponse["end"];
}
