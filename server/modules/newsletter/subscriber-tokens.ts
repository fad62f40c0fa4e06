import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../../lib/clock";
import type { SettingsRepository } from "../../store/repositories/settings.repository";
import { createSignedIds } from "../../lib/signed-ids";

const SECRET_KEY = "newsletterSecret";

/** A confirmation link's token: random, used once; only its hash is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Unsubscribe tokens: the subscriber's id, signed, so every mail can carry a link that works for
 * that one address forever, and nothing per mail needs storing.
 */
export function createSubscriberTokens({ settings, clock }: { settings: SettingsRepository; clock: Clock }) {
  const signed = createSignedIds({ settings, clock, secretKey: SECRET_KEY, purpose: "unsubscribe" });

  return {
    unsubscribeToken: (subscriberId: string): Promise<string> => signed.tokenFor(subscriberId),

    /** The subscriber the token was made for, or null for anything forged or mangled. */
    subscriberFrom: (token: string): Promise<string | null> => signed.idFrom(token),
  };
}

export type SubscriberTokens = ReturnType<typeof createSubscriberTokens>;
