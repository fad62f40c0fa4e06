import type { Request, RequestHandler } from "express";
import type { AuthUser } from "../../shared/types";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";

declare module "express-session" {
  interface SessionData {
    user?: AuthUser;
  }
}

export function currentUser(req: Request): AuthUser | null {
  return req.session?.user ?? null;
}

/** Admin rights are decided on every request from the configured list, never stored in the session. */
export function isAdminUser(user: AuthUser | null, adminEmails: string[]): boolean {
  if (!user) return false;
  return user.provider === "demo" || adminEmails.includes(user.email.toLowerCase());
}

export function requireAdmin(adminEmails: string[]): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!user) return next(new UnauthorizedError());
    if (!isAdminUser(user, adminEmails)) return next(new ForbiddenError("This account is not an administrator"));
    next();
  };
}
