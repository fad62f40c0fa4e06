import { Router, type NextFunction, type Request, type Response } from "express";
import type { Config } from "../../config";
import { NotFoundError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { RateLimiters } from "../../middleware/rate-limit";
import type { AuthService, OAuthIdentity } from "./auth.service";
import type { createOAuthPassport } from "./oauth-strategies";
import { signIn } from "./session-sign-in";

const PROVIDERS = ["google", "github"] as const;

/** Where every sign-in ends; the page checks the session and moves on to /admin. */
const AFTER_SIGN_IN = "/auth/callback";

/**
 * The browser's side of OAuth, mounted at /auth: the redirect to each provider and its callback.
 * These answer with redirects, not JSON, so they are routes of their own rather than API endpoints.
 */
export function oauthRoutes(config: Config, auth: AuthService, logger: Logger, limiters: RateLimiters): Router {
  // Passport and its strategies load with the first sign-in, not at start: most starts never see one.
  let passport: Promise<ReturnType<typeof createOAuthPassport>> | undefined;
  const loadPassport = () => (passport ??= import("./oauth-strategies").then((strategies) => strategies.createOAuthPassport(config)));
  const router = Router();
  const signInLimit = limiters.signIn;

  for (const provider of PROVIDERS) {
    const notConfigured = () =>
      new NotFoundError(
        `Sign-in with ${provider} is not configured: set ${provider.toUpperCase()}_CLIENT_ID and ${provider.toUpperCase()}_CLIENT_SECRET`,
      );

    router.get(`/${provider}`, signInLimit, (req: Request, res: Response, next: NextFunction) => {
      if (!config.oauth[provider]) return next(notConfigured());
      loadPassport().then((passport) => passport.authenticate(provider, { session: false })(req, res, next), next);
    });

    router.get(`/${provider}/callback`, signInLimit, (req: Request, res: Response, next: NextFunction) => {
      if (!config.oauth[provider]) return next(notConfigured());
      loadPassport().then(
        (passport) =>
          passport.authenticate(provider, { session: false }, async (error: unknown, identity: OAuthIdentity | false, info: unknown) => {
            if (error || !identity) {
              // A refused state, a denied consent or an unreachable provider all end back at the sign-in screen.
              logger.warn("OAuth sign-in failed", {
                provider,
                reason: error instanceof Error ? error.message : JSON.stringify(info ?? null),
              });
              return res.redirect(`/admin?signInError=${provider}`);
            }
            try {
              await signIn(req, await auth.signInWithProvider(identity));
              res.redirect(AFTER_SIGN_IN);
            } catch (signInError) {
              next(signInError);
            }
          })(req, res, next),
        next,
      );
    });
  }

  return router;
}
