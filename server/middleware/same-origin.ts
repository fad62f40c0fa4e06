import type { RequestHandler } from "express";
import { ForbiddenError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page. A request with no Origin (curl,
 * Postman, server-to-server) is left to the session check, as browsers always send Origin on
 * cross-site unsafe requests.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin) return next();
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (origin === allowed || origin === ownOrigin) return next();
    next(new ForbiddenError("Cross-site request refused"));
  };
}
