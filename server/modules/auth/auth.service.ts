import type { AuthUser } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { UsersRepository } from "../../store/repositories/users.repository";

export interface OAuthIdentity {
  provider: "google" | "github";
  providerId: string;
  name: string;
  /** Only an address the provider says is verified; an unverified one could be anybody's. */
  email: string;
  avatar: string;
}

export function createAuthService({ users, clock }: { users: UsersRepository; clock: Clock }) {
  return {
    /** Finds or creates the account for a provider identity and records the sign-in. */
    async signInWithProvider(identity: OAuthIdentity): Promise<AuthUser> {
      const now = clock.now();
      const existing = await users.findByProvider(identity.provider, identity.providerId);
      const fields = { name: identity.name, email: identity.email, avatar: identity.avatar };
      if (existing) {
        await users.recordSignIn(existing._id, fields, now);
        return { id: existing._id, name: identity.name, email: identity.email, provider: identity.provider };
      }
      const id = newId();
      await users.insert({
        _id: id,
        provider: identity.provider,
        providerId: identity.providerId,
        ...fields,
        createdAt: now,
        lastSignInAt: now,
      });
      return { id, name: identity.name, email: identity.email, provider: identity.provider };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
