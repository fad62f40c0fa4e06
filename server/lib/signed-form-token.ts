import { createHmac, timingSafeEqual } from "node:crypto";
import type { SettingsRepository } from "../store/repositories/settings.repository";
import type { Clock } from "./clock";
import { storedSecret } from "./stored-secret";

const TOKEN = /^(\d{1,15})\.([\w-]{43})$/;

/**
 * A form's token: when the form was drawn, and for what (a post, or nothing), signed with a secret
 * kept in the store. The signature alone vouches for both, so checking one needs no state.
 */
export function createSignedFormTokens({
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
  const sign = async (subject: string, issuedAt: number) =>
    createHmac("sha256", await key())
      .update(`${purpose}:${subject}:${issuedAt}`)
      .digest("base64url");

  return {
    async issue(subject = ""): Promise<string> {
      const issuedAt = clock.now().getTime();
      return `${issuedAt}.${await sign(subject, issuedAt)}`;
    },

    /** When a genuine token for `subject` was drawn, with its signature (unique to it); null for a missing, mangled or forged one. */
    async read(token: string | undefined, subject = ""): Promise<{ issuedAt: number; signature: string } | null> {
      const match = TOKEN.exec(token ?? "");
      if (!match) return null;
      const issuedAt = Number(match[1]);
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(await sign(subject, issuedAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { issuedAt, signature: match[2] };
    },
  };
}
