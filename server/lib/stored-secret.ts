import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SettingsRepository } from "../store/repositories/settings.repository";
import type { Clock } from "./clock";

/**
 * A signing secret kept in the store under `key`: made once (claimed, so two processes agree on
 * it), the same after a restart and on every instance, and carried by backups so the links and
 * tokens signed with it keep working. Read once per process. The key ends in "Secret", which tells
 * caches that no reader sees it (content-scopes.ts).
 */
export function storedSecret(settings: SettingsRepository, clock: Clock, key: `${string}Secret`): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () =>
    (secret ??= (async () => {
      await settings.claim(key, randomBytes(32).toString("base64url"), clock.now());
      const stored = await settings.get<string>(key);
      if (!stored) throw new Error(`The secret "${key}" could not be stored`);
      return Buffer.from(stored, "base64url");
    })().catch((error: unknown) => {
      secret = null;
      throw error;
    }));
}

/** Signs texts (HMAC-SHA256, base64url) with the stored secret under `key`. */
export function storedSigner(settings: SettingsRepository, clock: Clock, key: `${string}Secret`): (text: string) => Promise<string> {
  const secret = storedSecret(settings, clock, key);
  return async (text) =>
    createHmac("sha256", await secret())
      .update(text)
      .digest("base64url");
}

/** Whether a signature given back is the one expected, in constant time. */
export function signaturesMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a kind of signed token is made with: the stored secret's key, and what its tokens are for. */
export interface SignedTokenOptions {
  settings: SettingsRepository;
  clock: Clock;
  secretKey: `${string}Secret`;
  /** Keeps a token made for one use from passing for another's under the same secret. */
  purpose: string;
}
