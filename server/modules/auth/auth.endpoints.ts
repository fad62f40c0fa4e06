import * as schemas from "../../../shared/schemas";
import type { AuthUser, SessionVerification, SignInOptions } from "../../../shared/types";
import type { Config } from "../../config";
import { endpoint } from "../../api/endpoint";
import { NotFoundError } from "../../lib/errors";
import { type AdminAccess, DEMO_USER, isAdminUser } from "./admin-access";
import { signIn, signOut } from "./session-sign-in";

function verification(user: AuthUser | null, access: AdminAccess): SessionVerification {
  return { authenticated: Boolean(user), user, isAdmin: isAdminUser(user, access) };
}

type AuthConfig = Pick<Config, "oauth" | "demoLoginEnabled" | "adminEmails">;

/** Who is signed in, what sign-in offers, signing out, and the development demo login. */
export function authEndpoints({ config, sessionCookie }: { config: AuthConfig; sessionCookie: string }) {
  return [
    endpoint({
      method: "get",
      path: "/api/auth/options",
      tag: "Sign-in",
      access: "public",
      summary: "Which sign-in methods this server offers",
      response: schemas.signInOptionsSchema,
      handle: (): SignInOptions => ({
        google: Boolean(config.oauth.google),
        github: Boolean(config.oauth.github),
        demo: config.demoLoginEnabled,
      }),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/verify-session",
      tag: "Sign-in",
      access: "public",
      summary: "Who is signed in, and whether they are an admin",
      response: schemas.sessionVerificationSchema,
      handle: ({ user }) => verification(user, config),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/logout",
      tag: "Sign-in",
      access: "public",
      summary: "Sign out",
      response: schemas.okSchema,
      async handle({ req, res }) {
        await signOut(req);
        res.clearCookie(sessionCookie);
        return { ok: true };
      },
    }),
    endpoint({
      method: "post",
      path: "/auth/demo",
      tag: "Sign-in",
      access: "public",
      rateLimit: "signIn",
      summary: "Development demo login: a real admin session (off when NODE_ENV=production)",
      description: "The response sets the furrow.sid cookie.",
      response: schemas.sessionVerificationSchema,
      errors: { 404: "Off in production" },
      async handle({ req }) {
        if (!config.demoLoginEnabled) throw new NotFoundError("The demo login is off in production");
        await signIn(req, DEMO_USER);
        return verification(DEMO_USER, config);
      },
    }),
  ];
}
