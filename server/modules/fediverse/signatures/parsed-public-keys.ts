import { createPublicKey, type KeyObject } from "node:crypto";
import { LRUCache } from "lru-cache";

/** The key a PEM text holds, ready to verify with; throws when the text holds none. */
export type PublicKeyOf = (publicKeyPem: string) => KeyObject;

/**
 * Keeps the last `kept` senders' public keys parsed. Reading a PEM key (OpenSSL's decoders) costs
 * node 20 about 0.17 ms of the server's thread, six times the RSA check itself, and the inbox did
 * it for every POST: a fifth of what answering a known account's POST costs. A burst comes from
 * the accounts of a few servers, so their keys are parsed once. Keyed by the text itself, a key
 * an account replaces is simply another entry; a key that does not parse is never kept.
 *
 * Each entry is a few hundred bytes; FEDIVERSE_PARSED_KEYS_KEPT=0 parses every time.
 */
export function parsedPublicKeys(kept: number): PublicKeyOf {
  if (kept <= 0) return (publicKeyPem) => createPublicKey(publicKeyPem);
  const keys = new LRUCache<string, KeyObject>({ max: kept });
  return (publicKeyPem) => {
    let key = keys.get(publicKeyPem);
    if (!key) {
      key = createPublicKey(publicKeyPem);
      keys.set(publicKeyPem, key);
    }
    return key;
  };
}
