import { createHash, verify, type KeyObject } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { ParsedDraftSignature } from "@misskey-dev/node-http-message-signatures";

/**
 * The two checks every Mastodon POST needs, done with node:crypto on the server's thread instead
 * of through the signatures library, which goes through WebCrypto. WebCrypto hands each key
 * import, verify and digest to libuv's threads, and on this machine each hand-off costs the
 * calling thread about 0.18 ms, more than the work itself (an RSA-2048 verify with the key parsed
 * is 0.03 ms, a kilobyte's SHA-256 less). Each answers null for what is not Mastodon's usual form,
 * and the library checks that. docs/performance.md has the figures with and without.
 *
 * FEDIVERSE_NODE_CRYPTO_CHECKS=false leaves every check to the library.
 */

/** An RSA key's draft-cavage signature: RSASSA-PKCS1-v1_5 over SHA-256, what rsa-sha256 and hs2019 mean for it. Null for other keys. */
export function rsaSignatureMatches(signature: ParsedDraftSignature["value"], key: KeyObject): boolean | null {
  if (key.asymmetricKeyType !== "rsa") return null;
  return verify("sha256", Buffer.from(signature.signingString), key, Buffer.from(signature.params.signature, "base64"));
}

/** What Mastodon sends: one SHA-256 digest in the draft-era Digest header. */
const MASTODON_DIGEST = /^SHA-256=([A-Za-z0-9+/]{43}=)$/i;

/** Whether the body matches Mastodon's one SHA-256 Digest. Null for a Content-Digest (it takes precedence), several digests or SHA-512. */
export function mastodonDigestMatches(headers: IncomingHttpHeaders, body: Buffer): boolean | null {
  if (headers["content-digest"] !== undefined || typeof headers.digest !== "string") return null;
  const digest = MASTODON_DIGEST.exec(headers.digest.trim());
  return digest ? createHash("sha256").update(body).digest("base64") === digest[1] : null;
}
