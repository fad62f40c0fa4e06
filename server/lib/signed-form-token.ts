import { type SignedTokenOptions, signaturesMatch, storedSigner } from "./stored-secret";

const TOKEN = /^(\d{1,15})\.([\w-]{43})$/;

/**
 * A form's token: when the form was drawn, and for what (a post, or nothing), signed with a secret
 * kept in the store. The signature alone vouches for both, so checking one needs no state.
 */
export function createSignedFormTokens({ settings, clock, secretKey, purpose }: SignedTokenOptions) {
  const signer = storedSigner(settings, clock, secretKey);
  const sign = (subject: string, issuedAt: number) => signer(`${purpose}:${subject}:${issuedAt}`);

  return {
    async issue(subject = ""): Promise<string> {
      const issuedAt = clock.now().getTime();
      return `${issuedAt}.${await sign(subject, issuedAt)}`;
    },

    /** When a genuine token for `subject` was drawn, with its signature (unique to it); null for a missing, mangled or forged one. */
    async read(token: string | undefined, subject = ""): Promise<{ issuedAt: number; signature: string } | null> {
      const match = TOKEN.exec(token ?? "");
      if (!match) return null;
      const issuedAt = Number(match[1]);
      if (!signaturesMatch(match[2], await sign(subject, issuedAt))) return null;
      return { issuedAt, signature: match[2] };
    },
  };
}
