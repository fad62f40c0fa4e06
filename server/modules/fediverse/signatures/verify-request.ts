import { createPublicKey } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  parseRequestSignature,
  verifyDigestHeader,
  verifyDraftSignature,
  type ParsedDraftSignature,
} from "@misskey-dev/node-http-message-signatures";
import { createVerifier, httpbis } from "http-message-signatures";
import type { FediverseActorRecord } from "../../../store/repositories/fediverse-actors.record";
import { FetchesBusyError } from "../remote/remote-actors";
import { mastodonDigestMatches, rsaSignatureMatches } from "./node-crypto-checks";
import type { PublicKeyOf } from "./parsed-public-keys";

/** How old a signed message may be, and how far ahead of the blog's clock (Mastodon allows the same hour). */
export const SIGNATURE_MAX_AGE_MS = 60 * 60 * 1000;
export const SIGNATURE_MAX_AHEAD_MS = 5 * 60 * 1000;

/** What a draft signature must cover at least: without the digest a body could be swapped under it. */
const DRAFT_REQUIRED = ["(request-target)", "host", "date", "digest"];
const RFC9421_ALGORITHM = "rsa-v1_5-sha256";

export interface SignedRequest {
  method: string;
  /** The path and query, as the request line had it. */
  path: string;
  /** The address the sender used (the blog's public address and the path): what RFC 9421's @target-uri names. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Verification = { ok: true; signer: FediverseActorRecord } | { ok: false; reason: string; busy?: boolean };

/** The account owning a key; `stale` when a cached one failed to verify (it may have been replaced). */
export type KeyOwner = (keyId: string, options?: { stale?: boolean }) => Promise<FediverseActorRecord>;

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

function dateProblem(headers: IncomingHttpHeaders, now: Date): string | null {
  const date = header(headers, "date");
  if (!date) return "no Date header";
  const at = Date.parse(date);
  if (Number.isNaN(at)) return "the Date header is not a date";
  if (at < now.getTime() - SIGNATURE_MAX_AGE_MS) return "the Date header is more than an hour old";
  if (at > now.getTime() + SIGNATURE_MAX_AHEAD_MS) return "the Date header is more than five minutes ahead";
  return null;
}

/** How signatures are checked: the parsed keys, and whether Mastodon's usual forms are checked with node:crypto (see node-crypto-checks.ts). */
export interface SignatureChecks {
  publicKeyOf: PublicKeyOf;
  nodeCrypto: boolean;
}

const LIBRARY_CHECKS: SignatureChecks = { publicKeyOf: createPublicKey, nodeCrypto: false };

async function draftSignatureMatches(
  signature: ParsedDraftSignature["value"],
  publicKeyPem: string,
  checks: SignatureChecks,
): Promise<boolean> {
  try {
    const matches = checks.nodeCrypto ? rsaSignatureMatches(signature, checks.publicKeyOf(publicKeyPem)) : null;
    return matches ?? (await verifyDraftSignature(signature, publicKeyPem));
  } catch {
    return false;
  }
}

/** Whether the body matches its Digest or Content-Digest. */
async function digestMatches(request: SignedRequest, checks: SignatureChecks): Promise<boolean> {
  const matches = checks.nodeCrypto ? mastodonDigestMatches(request.headers, request.body) : null;
  if (matches !== null) return matches;
  return verifyDigestHeader(
    { method: request.method, url: request.path, headers: request.headers as Record<string, string> },
    Uint8Array.from(request.body),
    { failOnNoDigest: true, algorithms: ["SHA-256", "SHA-512"], verifyAll: true },
  ).catch(() => false);
}

async function verifyDraft(request: SignedRequest, now: Date, keyOwner: KeyOwner, checks: SignatureChecks): Promise<Verification> {
  let parsed;
  try {
    parsed = parseRequestSignature(
      { method: request.method, url: request.path, headers: request.headers as Record<string, string> },
      { requiredComponents: { draft: DRAFT_REQUIRED }, clockSkew: { now, delay: SIGNATURE_MAX_AGE_MS, forward: SIGNATURE_MAX_AHEAD_MS } },
    );
  } catch (error) {
    return { ok: false, reason: `the signature cannot be read (${(error as Error).message})` };
  }
  if (parsed.version !== "draft") return { ok: false, reason: "the signature is in no form the blog reads" };
  const algorithm = parsed.value.params.algorithm;
  if (algorithm && algorithm !== "rsa-sha256" && algorithm !== "hs2019")
    return { ok: false, reason: `the algorithm ${algorithm} is not accepted` };
  let signer = await keyOwner(parsed.value.keyId);
  if (await draftSignatureMatches(parsed.value, signer.publicKeyPem, checks)) return { ok: true, signer };
  // The account may have a new key since it was fetched: fetched once more, then judged.
  const again = await keyOwner(parsed.value.keyId, { stale: true });
  if (again.publicKeyPem === signer.publicKeyPem) return { ok: false, reason: "the signature does not match" };
  signer = again;
  return (await draftSignatureMatches(parsed.value, signer.publicKeyPem, checks))
    ? { ok: true, signer }
    : { ok: false, reason: "the signature does not match" };
}

async function verifyRfc9421(request: SignedRequest, now: Date, keyOwner: KeyOwner, checks: SignatureChecks): Promise<Verification> {
  let signer: FediverseActorRecord | null = null;
  const input = header(request.headers, "signature-input") ?? "";
  const covers = (component: string) => input.includes(`"${component}"`);
  if (!covers("@method") || !(covers("@target-uri") || covers("@path")) || !covers("content-digest"))
    return { ok: false, reason: "the signature must cover @method, @target-uri (or @path) and content-digest" };
  try {
    const verified = await httpbis.verifyMessage(
      {
        keyLookup: async (params) => {
          if (typeof params.keyid !== "string") return null;
          signer = await keyOwner(params.keyid);
          return {
            id: params.keyid,
            algs: [RFC9421_ALGORITHM],
            verify: createVerifier(checks.publicKeyOf(signer.publicKeyPem), RFC9421_ALGORITHM),
          };
        },
        notAfter: new Date(now.getTime() + SIGNATURE_MAX_AHEAD_MS),
        maxAge: SIGNATURE_MAX_AGE_MS / 1000,
        tolerance: SIGNATURE_MAX_AHEAD_MS / 1000,
      },
      { method: request.method, url: request.url, headers: request.headers as Record<string, string | string[]> },
    );
    if (verified === true && signer) return { ok: true, signer };
    return { ok: false, reason: "the signature does not match" };
  } catch (error) {
    if (error instanceof FetchesBusyError) throw error;
    return { ok: false, reason: `the signature cannot be verified (${(error as Error).message})` };
  }
}

/**
 * Checks a POST to the inbox as it arrives: a Date within the hour, a body matching its Digest (or
 * Content-Digest), and an HTTP signature, draft-cavage or RFC 9421, by a key whose account is then
 * the signer. The cheap checks come first, so junk is refused before any key is fetched.
 */
export async function verifySignedRequest(
  request: SignedRequest,
  now: Date,
  keyOwner: KeyOwner,
  checks: SignatureChecks = LIBRARY_CHECKS,
): Promise<Verification> {
  if (!header(request.headers, "signature")) return { ok: false, reason: "the request is not signed" };
  const dated = dateProblem(request.headers, now);
  if (dated) return { ok: false, reason: dated };
  if (!header(request.headers, "digest") && !header(request.headers, "content-digest")) return { ok: false, reason: "no Digest header" };
  if (!(await digestMatches(request, checks))) return { ok: false, reason: "the body does not match its digest" };
  try {
    return header(request.headers, "signature-input")
      ? await verifyRfc9421(request, now, keyOwner, checks)
      : await verifyDraft(request, now, keyOwner, checks);
  } catch (error) {
    return {
      ok: false,
      reason: `the signing key could not be fetched (${(error as Error).message})`,
      busy: error instanceof FetchesBusyError,
    };
  }
}
