import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock";
import type { SettingsRepository } from "../../store/repositories/settings.repository";
import { storedSecret } from "../../lib/stored-secret";

const SECRET_KEY = "newsletterSecret";

/** A confirmation link's token: random, used once; only its hash is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Unsubscribe tokens: the subscriber's id and an HMAC of it under a secret kept in the store (made
 * once, claimed so two processes agree, and carried by backups), so every mail can carry a link
 * that works for that one address forever, and nothing per mail needs storing.
 */
export function createSubscriberTokens({ settings, clock }: { settings: SettingsRepository; clock: Clock }) {
  const key = storedSecret(settings, clock, SECRET_KEY);

  const sign = async (subscriberId: string) =>
    createHmac("sha256", await key())
      .update(`unsubscribe:${subscriberId}`)
      .digest("base64url");

  return {
    async unsubscribeToken(subscriberId: string): Promise<string> {
      return `${subscriberId}.${await sign(subscriberId)}`;
    },

    /** The subscriber the token was made for, or null for anything forged or mangled. */
    async subscriberFrom(token: string): Promise<string | null> {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return null;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(await sign(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type SubscriberTokens = ReturnType<typeof createSubscriberTokens>;
