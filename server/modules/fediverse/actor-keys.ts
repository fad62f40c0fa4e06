import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";
import type { Clock } from "../../lib/clock";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

/** The setting holding the key pair: its name ends in "Secret", so backups carry it and no cached answer shows it. */
export const ACTOR_KEY_SETTING = "fediverseActorKeySecret";

export interface ActorKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

const makeKeyPair = promisify(generateKeyPair);

/**
 * The actor's RSA key pair, made once per data folder and the same on every instance and after a
 * restore: followers' servers keep the public key, and a new one would make them refuse what the
 * blog signs until they fetched it again. Made off the event loop (2048 bits, about 100 ms).
 */
export function actorKeys(settings: SettingsRepository, clock: Clock): () => Promise<ActorKeyPair> {
  let keys: Promise<ActorKeyPair> | null = null;
  return () =>
    (keys ??= (async () => {
      const stored = await settings.get<ActorKeyPair>(ACTOR_KEY_SETTING);
      if (stored) return stored;
      const made = await makeKeyPair("rsa", {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      });
      // Another process may have made its own meanwhile: the one stored first is everyone's.
      await settings.claim(ACTOR_KEY_SETTING, { publicKeyPem: made.publicKey, privateKeyPem: made.privateKey }, clock.now());
      const kept = await settings.get<ActorKeyPair>(ACTOR_KEY_SETTING);
      if (!kept) throw new Error("The fediverse key pair could not be stored");
      return kept;
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    }));
}
