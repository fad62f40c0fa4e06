import { createHash, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { FediverseActorRecord } from "../../../store/repositories/fediverse-actors.record";
import { digestHeader, draftSignature, signedPost, standInKeys, type WireHeaders } from "../test/stand-in-signatures";
import { parsedPublicKeys } from "./parsed-public-keys";
import { verifySignedRequest, type KeyOwner, type SignatureChecks } from "./verify-request";

const inbox = new URL("https://blog.example/fediverse/inbox");
const actorId = "https://social.example/users/ada";
const keyId = `${actorId}#main-key`;
const body = JSON.stringify({ id: "https://social.example/1", type: "Like", actor: actorId, object: "https://blog.example/blog/a" });

const owner =
  (publicKeyPem: string): KeyOwner =>
  async () =>
    ({ _id: actorId, keyId, publicKeyPem }) as FediverseActorRecord;

// Every check holds whether Mastodon's usual forms go through node:crypto (the default) or all through the library.
describe.each<[string, SignatureChecks]>([
  ["with node:crypto", { publicKeyOf: parsedPublicKeys(10), nodeCrypto: true }],
  ["through the library alone", { publicKeyOf: parsedPublicKeys(0), nodeCrypto: false }],
])("signed requests checked %s", (_how, checks) => {
  const check = (headers: WireHeaders, sent: string, publicKeyPem: string) =>
    verifySignedRequest(
      { method: "POST", path: inbox.pathname, url: inbox.href, headers, body: Buffer.from(sent) },
      new Date(),
      owner(publicKeyPem),
      checks,
    );

  describe("the body's digest", () => {
    const { publicKeyPem, privateKeyPem } = standInKeys();

    it("checks Mastodon's SHA-256 Digest, and leaves other digests to the library, which checks them too", async () => {
      const wrong = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "draft", tamper: "wrong-digest" });
      expect(await check(wrong.headers, wrong.body, publicKeyPem)).toEqual({ ok: false, reason: "the body does not match its digest" });
      const sha512 = `SHA-512=${createHash("sha512").update(body).digest("base64")}`;
      const signedWith = (digest: string) => {
        const headers: WireHeaders = { host: inbox.host, date: new Date().toUTCString(), digest };
        headers.signature = draftSignature("POST", inbox, headers, ["(request-target)", "host", "date", "digest"], keyId, privateKeyPem);
        return headers;
      };
      expect(await check(signedWith(sha512), body, publicKeyPem)).toMatchObject({ ok: true });
      expect(await check(signedWith(sha512), `${body} `, publicKeyPem)).toMatchObject({
        ok: false,
        reason: "the body does not match its digest",
      });
      expect(await check(signedWith(digestHeader(body)), `${body} `, publicKeyPem)).toMatchObject({
        ok: false,
        reason: "the body does not match its digest",
      });
      const rfc9421 = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "rfc9421" });
      expect(await check(rfc9421.headers, rfc9421.body, publicKeyPem)).toMatchObject({ ok: true });
      const altered = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "rfc9421", tamper: "wrong-digest" });
      expect(await check(altered.headers, altered.body, publicKeyPem)).toMatchObject({
        ok: false,
        reason: "the body does not match its digest",
      });
    });
  });

  describe("draft-cavage signatures", () => {
    const { publicKeyPem, privateKeyPem } = standInKeys();

    it("accepts an RSA signature by the named key, in SPKI or PKCS#1 form", async () => {
      const { headers, body: sent } = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "draft" });
      expect(await check(headers, sent, publicKeyPem)).toMatchObject({ ok: true });
      const pkcs1 = createPublicKey(publicKeyPem).export({ type: "pkcs1", format: "pem" }).toString();
      expect(await check(headers, sent, pkcs1)).toMatchObject({ ok: true });
    });

    it("refuses a spoiled signature, another key, and a key that is not a key", async () => {
      const spoiled = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "draft", tamper: "signature" });
      expect(await check(spoiled.headers, spoiled.body, publicKeyPem)).toEqual({ ok: false, reason: "the signature does not match" });
      const { headers, body: sent } = signedPost({ url: inbox, body, keyId, privateKeyPem, scheme: "draft" });
      const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" }).toString();
      expect(await check(headers, sent, other)).toMatchObject({ ok: false });
      expect(await check(headers, sent, "-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----")).toMatchObject({ ok: false });
    });

    it("leaves a key of another kind (Ed25519, hs2019) to the library, which checks it", async () => {
      const { publicKey, privateKey } = generateKeyPairSync("ed25519");
      const headers: WireHeaders = { host: inbox.host, date: new Date().toUTCString(), digest: digestHeader(body) };
      const signingString = [
        `(request-target): post ${inbox.pathname}`,
        `host: ${headers.host}`,
        `date: ${headers.date}`,
        `digest: ${headers.digest}`,
      ].join("\n");
      const signature = sign(null, Buffer.from(signingString), privateKey).toString("base64");
      headers.signature = `keyId="${keyId}",algorithm="hs2019",headers="(request-target) host date digest",signature="${signature}"`;
      const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
      expect(await check(headers, body, publicKeyPem)).toMatchObject({ ok: true });
      headers.signature = headers.signature.replace(/signature="./, 'signature="A');
      expect(await check(headers, body, publicKeyPem)).toMatchObject({ ok: false });
    });
  });
});
