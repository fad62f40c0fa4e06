import type { RequestHandler } from "express";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";
import { type AdminAccess, isAdminUser, signedInUser } from "../modules/auth/admin-access";

export function requireAdmin(access: AdminAccess): RequestHandler {
  return (req, _res, next) => {
    const user = signedInUser(req, access);
    if (!user) return next(new UnauthorizedError());
    if (!isAdminUser(user, access)) return next(new ForbiddenError("This account is not an administrator"));
    next();
  };
}
