import type { Request } from "express";
import type { AuthUser } from "../../../shared/types";

declare module "express-session" {
  interface SessionData {
    user?: AuthUser;
  }
}

export const DEMO_USER: AuthUser = { id: "demo-admin", name: "Demo Admin", email: "demo@furrow.local", provider: "demo" };

/** Who may be admin, from config; decided on every request, never stored in the session. */
export interface AdminAccess {
  adminEmails: string[];
  demoLoginEnabled: boolean;
}

/**
 * The signed-in user, or null. A demo session counts only while the demo login is on: one made in
 * development must not survive a restart into production just because the session secret did.
 */
export function signedInUser(req: Request, access: AdminAccess): AuthUser | null {
  const user = req.session?.user ?? null;
  if (user?.provider === "demo" && !access.demoLoginEnabled) return null;
  return user;
}

export function isAdminUser(user: AuthUser | null, access: AdminAccess): boolean {
  if (!user) return false;
  if (user.provider === "demo") return access.demoLoginEnabled;
  return access.adminEmails.includes(user.email.toLowerCase());
}
