import { randomBytes } from "node:crypto";
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
