import { Router, type NextFunction, type Request, type Response } from "express";
import type { AuthUser, SessionVerification, SignInOptions } from "../../../shared/types";
import type { Config } from "../../config";
import { NotFoundError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { type AdminAccess, DEMO_USER, isAdminUser, signedInUser } from "./admin-access";
import { rateLimit } from "../../middleware/rate-limit";
import type { AuthService, OAuthIdentity } from "./auth.service";
import { createOAuthPassport } from "./oauth-strategies";

const PROVIDERS = ["google", "github"] as const;

/** Where every sign-in ends; the page checks the session and moves on to /admin. */
const AFTER_SIGN_IN = "/auth/callback";

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

export function verification(user: AuthUser | null, access: AdminAccess): SessionVerification {
  return { authenticated: Boolean(user), user, isAdmin: isAdminUser(user, access) };
}

export interface AuthRouters {
  /** Mounted at /api/admin: verify-session and logout. */
  api: Router;
  /** Mounted at /api/auth: what the sign-in screen may offer. */
  options: Router;
  /** Mounted at /auth: the provider redirects, their callbacks, and the demo login. */
  pages: Router;
}

export function authRoutes(config: Config, auth: AuthService, logger: Logger, sessionCookie: string): AuthRouters {
  const passport = createOAuthPassport(config);
  const api = Router();
  const options = Router();
  const pages = Router();
  const signInLimit = rateLimit({ limit: config.rateLimits.signIn, windowMs: config.rateLimits.windowMs });

  api.get("/verify-session", (req, res) => {
    res.json(verification(signedInUser(req, config), config));
  });

  api.post("/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie(sessionCookie);
    res.json({ ok: true });
  });

  options.get("/options", (_req, res) => {
    const answer: SignInOptions = { google: Boolean(config.oauth.google), github: Boolean(config.oauth.github), demo: config.demoLoginEnabled };
    res.json(answer);
  });

  pages.post("/demo", signInLimit, async (req, res) => {
    if (!config.demoLoginEnabled) throw new NotFoundError("The demo login is off in production");
    await signIn(req, DEMO_USER);
    res.json(verification(DEMO_USER, config));
  });

  for (const provider of PROVIDERS) {
    const notConfigured = () =>
      new NotFoundError(
        `Sign-in with ${provider} is not configured: set ${provider.toUpperCase()}_CLIENT_ID and ${provider.toUpperCase()}_CLIENT_SECRET`,
      );

    pages.get(`/${provider}`, signInLimit, (req: Request, res: Response, next: NextFunction) => {
      if (!config.oauth[provider]) return next(notConfigured());
      passport.authenticate(provider, { session: false })(req, res, next);
    });

    pages.get(`/${provider}/callback`, signInLimit, (req: Request, res: Response, next: NextFunction) => {
      if (!config.oauth[provider]) return next(notConfigured());
      passport.authenticate(provider, { session: false }, async (error: unknown, identity: OAuthIdentity | false, info: unknown) => {
        if (error || !identity) {
          // A refused state, a denied consent or an unreachable provider all end back at the sign-in screen.
          logger.warn("OAuth sign-in failed", { provider, reason: error instanceof Error ? error.message : JSON.stringify(info ?? null) });
          return res.redirect(`/admin?signInError=${provider}`);
        }
        try {
          await signIn(req, await auth.signInWithProvider(identity));
          res.redirect(AFTER_SIGN_IN);
        } catch (signInError) {
          next(signInError);
        }
      })(req, res, next);
    });
  }

  return { api, options, pages };
}
