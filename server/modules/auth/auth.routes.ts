import { Router, type Request } from "express";
import type { AuthUser, SessionVerification } from "../../../shared/types";
import type { Config } from "../../config";
import { NotFoundError } from "../../lib/errors";
import { currentUser, isAdminUser } from "../../middleware/require-admin";
import { rateLimit } from "../../middleware/rate-limit";

export const DEMO_USER: AuthUser = { id: "demo-admin", name: "Demo Admin", email: "demo@furrow.local", provider: "demo" };

/** A fresh session id at sign-in, so an id planted before sign-in is worthless afterwards. */
function signIn(req: Request, user: AuthUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.user = user;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

function signOut(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** Session check, logout and the development demo login; the OAuth providers join in a later issue. */
export function authRoutes(config: Config): { api: Router; pages: Router } {
  const api = Router();
  const pages = Router();
  const signInLimit = rateLimit({ limit: config.rateLimits.signIn, windowMs: config.rateLimits.windowMs });

  api.get("/verify-session", (req, res) => {
    const user = currentUser(req);
    const answer: SessionVerification = user && isAdminUser(user, config.adminEmails)
      ? { authenticated: true, user }
      : { authenticated: false, user: null };
    res.json(answer);
  });

  api.post("/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie("furrow.sid");
    res.json({ ok: true });
  });

  pages.post("/demo", signInLimit, async (req, res) => {
    if (!config.demoLoginEnabled) throw new NotFoundError("The demo login is off in production");
    await signIn(req, DEMO_USER);
    res.json({ authenticated: true, user: DEMO_USER } satisfies SessionVerification);
  });

  return { api, pages };
}
