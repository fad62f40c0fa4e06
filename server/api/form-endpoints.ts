import express, { type RequestHandler, type Response } from "express";
import * as z from "zod";
import { type HttpError, RateLimitedError } from "../lib/errors";
import type { FormDrafts } from "../lib/form-drafts";
import type { AnyEndpoint, EndpointCall } from "./endpoint";

/** The longest form, a comment, percent-encoded in full fits well within this. */
const FORM_BODY_LIMIT = "32kb";
const LIMIT_REFUSAL = "formLimitRefusal";

/** A form's urlencoded body, read only on its own routes: the JSON API never accepts one. */
export const formBodyParser: RequestHandler = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT });

/**
 * The endpoint's rate limit, counted exactly as for the JSON API; past it, the refusal is kept for
 * the handler to turn the reader back to the page with "please try again" instead of a 429.
 */
export const refusedPastLimit =
  (limiter: RequestHandler): RequestHandler =>
  (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      if (!(error instanceof RateLimitedError)) return next(error as Error | undefined);
      res.locals[LIMIT_REFUSAL] = error;
      next();
    });

/** The rate limit's refusal of this form post, if it was past the limit. */
export const limitRefusal = (res: Response): RateLimitedError | undefined => res.locals[LIMIT_REFUSAL] as RateLimitedError | undefined;

/**
 * The fields a form endpoint's schema names, as the browser sent them: one string each, "" for a
 * field not sent (or sent twice). Other fields are ignored, as a browser or extension may add its own.
 */
export function formFields(schema: z.ZodType | undefined, body: unknown): Record<string, string> {
  if (!(schema instanceof z.ZodObject)) throw new Error("A form endpoint's body schema is an object of its fields");
  const sent = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, typeof sent[name] === "string" ? sent[name] : ""]));
}

/** Sends a refused form post back to the page its endpoint names, with the reader's draft kept for that page. */
export async function turnBack(
  endpoint: AnyEndpoint,
  refusal: HttpError,
  call: EndpointCall<z.ZodType, z.ZodType, z.ZodType>,
  drafts: Pick<FormDrafts, "keep">,
): Promise<void> {
  const back = await endpoint.form!.turnBack(refusal, { ...call, fields: formFields(endpoint.body, call.req.body) });
  await drafts.keep(call.res, back.draft);
  call.res.redirect(303, back.location);
}
