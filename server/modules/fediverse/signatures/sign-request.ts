import { createHash, createPrivateKey, webcrypto } from "node:crypto";
import { signAsDraftToRequest } from "@misskey-dev/node-http-message-signatures";
import type { ActorKeyPair } from "../actor-keys";
import { ACTIVITY_JSON } from "../activity-streams";

/** What the blog signs, as Mastodon signs: its servers require at least these (and a POST's type). */
const SIGNED_GET = ["(request-target)", "host", "date"];
const SIGNED_POST = ["(request-target)", "host", "date", "digest", "content-type"];

export type SignedHeaders = (method: "GET" | "POST", url: string, body?: Buffer) => Promise<Record<string, string>>;

/**
 * Headers for a request signed by the blog's actor (draft-cavage HTTP Signatures, rsa-sha256), the
 * form every fediverse server checks. The private key is imported once.
 */
export function requestSigner(keys: () => Promise<ActorKeyPair>, keyId: string, now: () => Date): SignedHeaders {
  let privateKey: Promise<CryptoKey> | null = null;
  const key = () =>
    (privateKey ??= keys().then(({ privateKeyPem }) =>
      webcrypto.subtle.importKey(
        "pkcs8",
        createPrivateKey(privateKeyPem).export({ type: "pkcs8", format: "der" }),
        { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
        false,
        ["sign"],
      ),
    ));
  return async (method, url, body) => {
    const target = new URL(url);
    const headers: Record<string, string> = {
      host: target.host,
      date: now().toUTCString(),
      accept: `${ACTIVITY_JSON}, application/ld+json; profile="https://www.w3.org/ns/activitystreams"`,
      "user-agent": "Furrow (ActivityPub)",
    };
    if (body) {
      headers["content-type"] = ACTIVITY_JSON;
      headers.digest = `SHA-256=${createHash("sha256").update(body).digest("base64")}`;
    }
    const request = { url: `${target.pathname}${target.search}`, method, headers };
    await signAsDraftToRequest(request, { keyId, privateKey: await key() }, body ? SIGNED_POST : SIGNED_GET);
    return request.headers;
  };
}
