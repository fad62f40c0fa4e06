// The stand-in Mastodon's signing and checking. It deliberately shares no code with the blog's own
// signatures (@misskey-dev/node-http-message-signatures): verifying goes through joyent's
// http-signature and signing is written out with node:crypto, so a mistake both sides would make
// the same way cannot hide in a shared library.
import { createHash, createSign, generateKeyPairSync } from "node:crypto";
import type { ClientRequest, IncomingMessage } from "node:http";
import httpSignature from "http-signature";

export interface KeyPairPem {
  publicKeyPem: string;
  privateKeyPem: string;
}

let processKeys: KeyPairPem | undefined;

/** One RSA key pair for every stand-in in the process: making one costs ~100 ms, and tests start many stand-ins. */
export function standInKeys(): KeyPairPem {
  processKeys ??= (() => {
    const { publicKey, privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    return { publicKeyPem: publicKey, privateKeyPem: privateKey };
  })();
  return processKeys;
}

export const sha256Base64 = (body: string | Buffer) => createHash("sha256").update(body).digest("base64");
/** The draft-cavage era header Mastodon sends and checks. */
export const digestHeader = (body: string | Buffer) => `SHA-256=${sha256Base64(body)}`;
/** RFC 9530's header, a structured-field byte sequence. */
export const contentDigestHeader = (body: string | Buffer) => `sha-256=:${sha256Base64(body)}:`;

export type Tamper =
  "body" | "signature" | "date-stale" | "date-future" | "no-signature" | "no-digest" | "wrong-digest" | "digest-unsigned";
export type SignatureScheme = "draft" | "rfc9421";

/** Headers by lower-case name, exactly as they go on the wire. */
export type WireHeaders = Record<string, string>;

const rsaSha256 = (text: string, privateKeyPem: string) => createSign("sha256").update(text).sign(privateKeyPem, "base64");

/** Draft-cavage's Signature header, over the listed headers as Mastodon builds it. */
export function draftSignature(method: string, url: URL, headers: WireHeaders, signed: string[], keyId: string, privateKeyPem: string) {
  const signingString = signed
    .map((name) =>
      name === "(request-target)" ? `${name}: ${method.toLowerCase()} ${url.pathname}${url.search}` : `${name}: ${headers[name]}`,
    )
    .join("\n");
  const signature = rsaSha256(signingString, privateKeyPem);
  return `keyId="${keyId}",algorithm="rsa-sha256",headers="${signed.join(" ")}",signature="${signature}"`;
}

/** RFC 9421's Signature-Input and Signature headers, label sig1, rsa-v1_5-sha256. */
export function rfc9421Signature(
  method: string,
  url: URL,
  contentDigest: string | undefined,
  created: number,
  keyId: string,
  privateKeyPem: string,
) {
  const components: [string, string][] = [
    ["@method", method.toUpperCase()],
    ["@target-uri", url.href],
    ["@authority", url.host],
  ];
  if (contentDigest !== undefined) components.push(["content-digest", contentDigest]);
  const params = `(${components.map(([name]) => `"${name}"`).join(" ")});created=${created};keyid="${keyId}";alg="rsa-v1_5-sha256"`;
  const base = [...components.map(([name, value]) => `"${name}": ${value}`), `"@signature-params": ${params}`].join("\n");
  return { "signature-input": `sig1=${params}`, signature: `sig1=:${rsaSha256(base, privateKeyPem)}:` };
}

const DATE_SHIFT_MS: Partial<Record<Tamper, number>> = { "date-stale": -2 * 60 * 60 * 1000, "date-future": 10 * 60 * 1000 };

/** Flips every bit of the signature's first byte, leaving its encoding well-formed so only the check can catch it. */
function flipSignature(value: string) {
  return value.replace(/(signature="|sig1=:)([A-Za-z0-9+/=]+)/, (_match, prefix: string, base64: string) => {
    const bytes = Buffer.from(base64, "base64");
    bytes[0] ^= 0xff;
    return prefix + bytes.toString("base64");
  });
}

/** Same activity, different bytes, still valid JSON: the receiver must refuse it on the signature alone. */
const alteredBody = (body: string) => JSON.stringify({ ...(JSON.parse(body) as object), altered: true });

export interface SignedPostInput {
  url: URL;
  body: string;
  keyId: string;
  privateKeyPem: string;
  scheme: SignatureScheme;
  tamper?: Tamper;
  now?: Date;
}

/**
 * A signed POST the way Mastodon sends one, then spoiled as `tamper` says. The two digest
 * tampers are complementary: "body" changes the body and its digests after signing (only the
 * signature catches it), "wrong-digest" signs a digest of other bytes (only the digest check does).
 */
export function signedPost({ url, body, keyId, privateKeyPem, scheme, tamper, now = new Date() }: SignedPostInput) {
  const date = new Date(now.getTime() + (tamper ? (DATE_SHIFT_MS[tamper] ?? 0) : 0));
  const digested = tamper === "wrong-digest" ? `${body} ` : body;
  const headers: WireHeaders = { host: url.host, date: date.toUTCString(), "content-type": "application/activity+json" };
  if (tamper !== "no-digest") headers.digest = digestHeader(digested);
  if (scheme === "draft") {
    // "digest-unsigned": a Digest is sent, but the signature does not cover it, so the body could be anything.
    const signed = [
      "(request-target)",
      "host",
      "date",
      ...(headers.digest && tamper !== "digest-unsigned" ? ["digest"] : []),
      "content-type",
    ];
    headers.signature = draftSignature("POST", url, headers, signed, keyId, privateKeyPem);
  } else {
    if (tamper !== "no-digest") headers["content-digest"] = contentDigestHeader(digested);
    Object.assign(
      headers,
      rfc9421Signature("POST", url, headers["content-digest"], Math.floor(date.getTime() / 1000), keyId, privateKeyPem),
    );
  }
  let sent = body;
  if (tamper === "body") {
    sent = alteredBody(body);
    headers.digest = digestHeader(sent);
    if (scheme === "rfc9421") headers["content-digest"] = contentDigestHeader(sent);
  }
  if (tamper === "signature") headers.signature = flipSignature(headers.signature);
  if (tamper === "no-signature") {
    delete headers.signature;
    delete headers["signature-input"];
  }
  return { headers, body: sent };
}

/** A signed GET as Mastodon's authorized fetch sends one. */
export function signedGetHeaders(url: URL, keyId: string, privateKeyPem: string, accept: string): WireHeaders {
  const headers: WireHeaders = { host: url.host, date: new Date().toUTCString(), accept };
  headers.signature = draftSignature("GET", url, headers, ["(request-target)", "host", "date"], keyId, privateKeyPem);
  return headers;
}

export interface PublicKey {
  owner: string;
  publicKeyPem: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The key keyId names, from the document its URL serves: an actor carrying `publicKey` (one or a
 * list), or the key itself. The key's id must be keyId, as Mastodon insists, so a blog whose
 * keyId and actor disagree fails here rather than on a real server.
 */
export function keyFromDocument(document: unknown, keyId: string): PublicKey {
  if (!isObject(document)) throw new Error("the key document is not a JSON object");
  const candidates = typeof document.publicKeyPem === "string" ? [document] : [document.publicKey].flat();
  const key = candidates.find((candidate): candidate is Json => isObject(candidate) && candidate.id === keyId);
  if (!key) throw new Error(`the document has no publicKey whose id is ${keyId}`);
  if (typeof key.owner !== "string" || typeof key.publicKeyPem !== "string") throw new Error("the key lacks owner or publicKeyPem");
  return { owner: key.owner, publicKeyPem: key.publicKeyPem };
}

/** Fetches a key; `fresh` skips any cache, for when a cached key may have been rotated. */
export type KeyLookup = (keyId: string, fresh: boolean) => Promise<PublicKey & { cached: boolean }>;

export type Verdict = { verified: true } | { verified: false; reason: string };

/** What Mastodon insists a signed POST covers: without these a signature could be replayed elsewhere or on another body. */
export const REQUIRED_SIGNED_HEADERS = ["(request-target)", "host", "date", "digest"];

function digestProblem(header: string | string[] | undefined, body: Buffer): string | null {
  if (typeof header !== "string") return "no Digest header";
  // Several digests may be listed; SHA-256 is the one Mastodon reads.
  const sha256 = header
    .split(",")
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith("sha-256="));
  if (!sha256) return `Digest has no SHA-256: ${header}`;
  return sha256.slice("sha-256=".length) === sha256Base64(body) ? null : "Digest does not match the body";
}

const actorOf = (activity: unknown) => {
  if (!isObject(activity)) return undefined;
  const actor = activity.actor;
  return typeof actor === "string" ? actor : isObject(actor) && typeof actor.id === "string" ? actor.id : undefined;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Checks a draft-cavage signed GET (the blog fetching an account) against the signer's public key: true when it covers at least (request-target) host date and verifies. */
export function draftGetVerifies(path: string, headers: IncomingMessage["headers"], publicKeyPem: string): boolean {
  try {
    const parsed = httpSignature.parseRequest({ method: "GET", url: path, headers } as unknown as ClientRequest, {
      headers: ["(request-target)", "host", "date"],
    });
    return httpSignature.verifySignature(parsed, publicKeyPem);
  } catch {
    return false;
  }
}

/** Checks a draft-cavage signed POST the way Mastodon's inbox does: signature, digest, key, and that the key's owner is the actor. */
export async function verifyDraftPost(req: IncomingMessage, body: Buffer, activity: unknown, lookup: KeyLookup): Promise<Verdict> {
  let parsed: ReturnType<typeof httpSignature.parseRequest>;
  try {
    // The types say ClientRequest, but the parser reads a received request's method, url and headers.
    parsed = httpSignature.parseRequest(req as unknown as ClientRequest, { headers: REQUIRED_SIGNED_HEADERS });
  } catch (error) {
    return { verified: false, reason: `signature: ${message(error)}` };
  }
  const digest = digestProblem(req.headers.digest, body);
  if (digest) return { verified: false, reason: digest };
  const keyId = parsed.params.keyId;
  let key: PublicKey & { cached: boolean };
  let good: boolean;
  try {
    key = await lookup(keyId, false);
    good = httpSignature.verifySignature(parsed, key.publicKeyPem);
    // A cached key may be stale after the other side rotated it: Mastodon fetches again once.
    if (!good && key.cached) {
      key = await lookup(keyId, true);
      good = httpSignature.verifySignature(parsed, key.publicKeyPem);
    }
  } catch (error) {
    return { verified: false, reason: `key ${keyId}: ${message(error)}` };
  }
  if (!good) return { verified: false, reason: `signature does not verify with ${keyId}` };
  const actor = actorOf(activity);
  if (actor === undefined) return { verified: false, reason: "the body is no activity with an actor" };
  if (key.owner !== actor) return { verified: false, reason: `key owner ${key.owner} is not the activity's actor ${actor}` };
  return { verified: true };
}
