import type { Request } from "express";
import type { AuthUser } from "../../../shared/types";

/** A fresh session id at sign-in, so an id planted before sign-in is worthless afterwards. */
export function signIn(req: Request, user: AuthUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.user = user;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function signOut(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}
