import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type * as z from "zod";
import { HttpError, ValidationError } from "../lib/errors";
import type { FormDrafts } from "../lib/form-drafts";
import type { RateLimiters } from "../middleware/rate-limit";
import { requireAdmin } from "../middleware/require-admin";
import { type AdminAccess, isAdminUser, signedInUser } from "../modules/auth/admin-access";
import { type AnyEndpoint, type EndpointCall, FileReply, RedirectReply, StreamReply } from "./endpoint";
import { formBodyParser, formFields, limitRefusal, refusedPastLimit, turnBack } from "./form-endpoints";

type Part = "params" | "query" | "body";

export interface EndpointOptions {
  access: AdminAccess;
  limiters: RateLimiters;
  /** Where a refused form post's draft is kept for the page it goes back to. */
  drafts: Pick<FormDrafts, "keep">;
}

/** Express's form of an OpenAPI path: /api/posts/{id} -> /api/posts/:id */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

function parsePart(schema: z.ZodType | undefined, value: unknown, part: Part): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: [part, ...issue.path.map(String)].join("."), message: issue.message }));
  throw new ValidationError(details[0]?.message ?? "Invalid request", details);
}

function rawBody({ types, limit }: { types: string[]; limit: string }): RequestHandler[] {
  const mediaTypeCheck: RequestHandler = (req, _res, next) => {
    if (types.includes((req.get("content-type") ?? "").split(";")[0].trim().toLowerCase())) return next();
    next(new HttpError(415, `Send the file itself as the body, with Content-Type one of ${types.join(", ")}`));
  };
  return [mediaTypeCheck, express.raw({ type: types, limit })];
}

/** JSON sent as text/plain (a beacon) becomes the parsed body, as express.json would have made it. */
function beaconBody({ limit }: { limit: string }): RequestHandler[] {
  const parse: RequestHandler = (req, _res, next) => {
    if (typeof req.body !== "string") return next();
    try {
      req.body = JSON.parse(req.body);
      next();
    } catch {
      next(new ValidationError("The body must be JSON"));
    }
  };
  return [express.text({ type: "text/plain", limit }), parse];
}

function readBody(endpoint: AnyEndpoint, req: Request): unknown {
  if (endpoint.rawBody || endpoint.streamedBody) return req.body;
  return parsePart(endpoint.body, endpoint.form ? formFields(endpoint.body, req.body) : req.body, "body");
}

function send(endpoint: AnyEndpoint, res: Response, result: unknown): void {
  if (result instanceof RedirectReply) {
    res.redirect(endpoint.status ?? 303, result.location);
    return;
  }
  if (result instanceof FileReply) {
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    // res.send answers 304 itself when the reply carries an ETag the client already has.
    res
      .status(endpoint.status ?? 200)
      .type(result.type)
      .send(result.body);
    return;
  }
  if (endpoint.status === 204) {
    res.status(204).end();
    return;
  }
  res.status(endpoint.status ?? 200).json(endpoint.serialize ? endpoint.serialize(result) : result);
}

/** A failure before the first byte is an ordinary JSON error; after it, the download can only be cut short. */
async function sendStream(endpoint: AnyEndpoint, res: Response, reply: StreamReply): Promise<void> {
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.status(endpoint.status ?? 200).type(reply.type);
  try {
    await reply.write(res);
  } catch (error) {
    if (!res.headersSent) {
      // The error is answered as JSON, not saved as the file the download named.
      for (const name of Object.keys(reply.headers)) res.removeHeader(name);
      throw error;
    }
    res.destroy(error as Error);
  }
}

/**
 * Registers every endpoint of the table on one router. Each request passes, in this order: the
 * admin check, the rate limit, the raw-body or form reader, then every input part parsed once by its
 * schema (unknown keys and wrong types are a 400 before any service runs), then the service call.
 * A form endpoint's refusals (past the rate limit, fields its schema refuses) are its redirect back
 * to the page instead.
 */
export function registerEndpoints(endpoints: AnyEndpoint[], options: EndpointOptions): Router {
  const router = Router();
  const guard = requireAdmin(options.access);

  for (const endpoint of endpoints) {
    const before: RequestHandler[] = [];
    if (endpoint.access === "admin") before.push(guard);
    if (endpoint.rateLimit) {
      const limiter = options.limiters[endpoint.rateLimit];
      before.push(endpoint.form ? refusedPastLimit(limiter) : limiter);
    }
    if (endpoint.form) before.push(formBodyParser);
    if (endpoint.rawBody) before.push(...rawBody(endpoint.rawBody));
    if (endpoint.beaconBody) before.push(...beaconBody(endpoint.beaconBody));

    const handler = async (req: Request, res: Response, _next: NextFunction) => {
      const user = signedInUser(req, options.access);
      const call: EndpointCall<z.ZodType, z.ZodType, z.ZodType> = {
        params: parsePart(endpoint.params, req.params, "params"),
        query: parsePart(endpoint.query, req.query, "query"),
        body: undefined,
        user,
        isAdmin: isAdminUser(user, options.access),
        setHeader: (name, value) => res.setHeader(name, value),
        req,
        res,
      };
      const refusedByLimit = limitRefusal(res);
      if (refusedByLimit) return turnBack(endpoint, refusedByLimit, call, options.drafts);
      try {
        call.body = readBody(endpoint, req);
      } catch (error) {
        if (endpoint.form && error instanceof ValidationError) return turnBack(endpoint, error, call, options.drafts);
        throw error;
      }
      const result = await endpoint.handle(call);
      if (result instanceof StreamReply) await sendStream(endpoint, res, result);
      else send(endpoint, res, result);
    };
    router[endpoint.method](expressPath(endpoint.path), ...before, handler);
  }
  return router;
}
