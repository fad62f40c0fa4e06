import { createHmac, timingSafeEqual } from "node:crypto";
import type { SettingsRepository } from "../store/repositories/settings.repository";
import type { Clock } from "./clock";
import { storedSecret } from "./stored-secret";

/**
 * Tokens that name one record for good: its id and an HMAC of it under a secret kept in the store
 * (made once, claimed so two processes agree, and carried by backups), so a link in a mail works
 * for that one record forever and nothing per mail needs storing. `purpose` keeps a token made for
 * one use from passing for another's under the same secret.
 */
export function createSignedIds({
  settings,
  clock,
  secretKey,
  purpose,
}: {
  settings: SettingsRepository;
  clock: Clock;
  secretKey: `${string}Secret`;
  purpose: string;
}) {
  const key = storedSecret(settings, clock, secretKey);

  const sign = async (id: string) =>
    createHmac("sha256", await key())
      .update(`${purpose}:${id}`)
      .digest("base64url");

  return {
    async tokenFor(id: string): Promise<string> {
      return `${id}.${await sign(id)}`;
    },

    /** The id the token was made for, or null for anything forged or mangled. */
    async idFrom(token: string): Promise<string | null> {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return null;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(await sign(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type SignedIds = ReturnType<typeof createSignedIds>;
