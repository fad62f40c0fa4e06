import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { ValidationError } from "../lib/errors";

type Part = "body" | "query" | "params";
type Schemas = Partial<Record<Part, z.ZodType>>;
export type Validated<S extends Schemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };

function describe(issues: z.core.$ZodIssue[], part: Part) {
  return issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
}

/**
 * Parses each part of the request with its shared schema; unknown keys and wrong types become a
 * 400 with details before any handler runs. Handlers read the parsed values with `validated(res)`.
 */
export function validate<S extends Schemas>(schemas: S): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const parsed: Record<string, unknown> = {};
    for (const part of Object.keys(schemas) as Part[]) {
      const result = schemas[part]!.safeParse(req[part] ?? {});
      if (!result.success) {
        const details = describe(result.error.issues, part);
        return next(new ValidationError(details[0]?.message ?? "Invalid request", details));
      }
      parsed[part] = result.data;
    }
    res.locals.validated = parsed;
    next();
  };
}

export function validated<S extends Schemas>(res: Response): Validated<S> {
  return res.locals.validated as Validated<S>;
}
