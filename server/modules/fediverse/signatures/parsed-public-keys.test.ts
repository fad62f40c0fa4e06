import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parsedPublicKeys } from "./parsed-public-keys";

const pem = () => generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();

describe("senders' public keys kept parsed", () => {
  it("parses a key once and hands the same key back, keeping at most the number asked", () => {
    const [first, second, third] = [pem(), pem(), pem()];
    const publicKeyOf = parsedPublicKeys(2);
    const key = publicKeyOf(first);
    expect(publicKeyOf(first)).toBe(key);
    publicKeyOf(second);
    publicKeyOf(third);
    // The least recently used went first: parsed again, it is a new object holding the same key.
    const again = publicKeyOf(first);
    expect(again).not.toBe(key);
    expect(again.equals(key)).toBe(true);
  });

  it("parses every time when none are kept, and never keeps a text that holds no key", () => {
    const text = pem();
    const uncached = parsedPublicKeys(0);
    expect(uncached(text)).not.toBe(uncached(text));
    const publicKeyOf = parsedPublicKeys(10);
    expect(() => publicKeyOf("-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----")).toThrow();
  });
});
