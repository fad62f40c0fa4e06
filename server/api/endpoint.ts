import type { Writable } from "node:stream";
import type { Request, Response } from "express";
import type * as z from "zod";
import type { AuthUser } from "../../shared/types";
import type { FormDraft } from "../../shared/form-posts";
import type { HttpError } from "../lib/errors";
import type { RateLimitName } from "../middleware/rate-limit";
import type { CacheRule } from "../http/cache/cache-rule";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's parts, each parsed once by its schema, and who is asking. */
export interface EndpointCall<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in user under the current admin rules (a demo session is nobody once the demo login is off). */
  user: AuthUser | null;
  isAdmin: boolean;
  setHeader(name: string, value: string): void;
  /** For the few endpoints that are about the HTTP exchange itself (sign-out, raw uploads). */
  req: Request;
  res: Response;
}

/** A non-JSON answer: a file, an image or a download. */
export class FileReply {
  constructor(
    readonly body: Buffer | string,
    readonly type: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A download written while it is made (the whole blog exported as a zip, an import's full report),
 * never held whole in memory: `write` writes it to the response and resolves once everything is sent.
 */
export class StreamReply {
  constructor(
    readonly write: (output: Writable) => Promise<unknown>,
    readonly type: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Sends the browser on to a page of the site (the links in mails lead to pages, not JSON). */
export class RedirectReply {
  constructor(readonly location: string) {}
}

/** Where a refused form post sends the reader: back to the page with its notice, and what they typed, shown again there. */
export interface FormTurnBack {
  location: string;
  draft: FormDraft;
}

/** What a form's refusal is told: the request's parsed path, the fields as posted (each a string, "" when not sent), and who is asking. */
export type FormRefusalCall<P extends Schema> = Omit<EndpointCall<P, undefined, undefined>, "query" | "body"> & {
  fields: Record<string, string>;
};

/**
 * One API route, declared once: the table registers it with Express and describes it in the
 * OpenAPI document, so the two cannot disagree.
 */
export interface Endpoint<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, R = unknown> {
  method: HttpMethod;
  /** OpenAPI form: /api/blog-posts/{id} */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: "public" | "admin";
  params?: P;
  query?: Q;
  body?: B;
  /** The body is the raw file (uploads), sent with one of these media types, up to `limit`. */
  rawBody?: { types: string[]; limit: string };
  /**
   * The body is a file too large to hold (an import): left unread for the handler to stream from
   * `req`, whatever its type; `types` only describe it.
   */
  streamedBody?: { types: string[] };
  /**
   * The JSON body may also arrive as text/plain, the only type navigator.sendBeacon sends a string
   * as without a CORS preflight, up to this size.
   */
  beaconBody?: { limit: string };
  /**
   * A form a server-drawn page posts without JavaScript (application/x-www-form-urlencoded): only the
   * string fields the body's schema names are read, and `handle` answers with a RedirectReply. A
   * refusal (past the rate limit, or fields the schema refuses) is never a JSON error the reader is
   * left looking at: `turnBack` names the page and notice, and the reader's draft rides along in a
   * signed cookie, never in the URL.
   */
  form?: { turnBack(refusal: HttpError, call: FormRefusalCall<P>): Promise<FormTurnBack> | FormTurnBack };
  rateLimit?: RateLimitName;
  /** The success status; 204 sends no body. */
  status?: number;
  /** The success body's schema, for the description and the tests that check answers against it. */
  response?: z.ZodType;
  /** Not JSON: a file or a download. */
  responseMediaType?: string;
  /** Response headers worth describing. */
  headers?: Record<string, string>;
  /** Error statuses this route answers besides the ones its access and inputs imply. */
  errors?: Partial<Record<number, string>>;
  example?: unknown;
  /** A public GET whose anonymous answers the response cache keeps, and what they read; never cached without. */
  cache?: CacheRule;
  /** The service call. */
  handle(call: EndpointCall<P, Q, B>): Promise<R> | R;
  /** Turns the service's record into what clients are sent; without it the result is sent as it is. */
  serialize?(result: R): unknown;
}

export type AnyEndpoint = Endpoint<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Declares an endpoint with its handler's input types inferred from its schemas. */
export function endpoint<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, R = unknown>(
  definition: Endpoint<P, Q, B, R>,
): AnyEndpoint {
  return definition as AnyEndpoint;
}
