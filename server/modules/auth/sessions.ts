import session from "express-session";
import type { RequestHandler } from "express";
import type { SessionsRepository } from "../../store/repositories/sessions.repository";
import { DocumentSessionStore } from "./session-store";

export const SESSION_COOKIE = "furrow.sid";
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Sessions in the store, so a restart signs no one out. Readers carry no session cookie and only
 * sign-in may start a session, so everyone else skips the work.
 */
export function sessions({
  secret,
  secure,
  repository,
}: {
  secret: string;
  secure: boolean;
  repository: SessionsRepository;
}): RequestHandler {
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store: new DocumentSessionStore(repository),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure, maxAge: SESSION_MAX_AGE_MS },
  });
  return (req, res, next) => {
    if (req.path.startsWith("/auth/") || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return middleware(req, res, next);
    next();
  };
}
