import { type SignedTokenOptions, signaturesMatch, storedSigner } from "./stored-secret";

/**
 * Tokens that name one record for good: its id and a signature of it under a secret kept in the
 * store, so a link in a mail works for that one record forever and nothing per mail needs storing.
 */
export function createSignedIds({ settings, clock, secretKey, purpose }: SignedTokenOptions) {
  const sign = storedSigner(settings, clock, secretKey);

  return {
    async tokenFor(id: string): Promise<string> {
      return `${id}.${await sign(`${purpose}:${id}`)}`;
    },

    /** The id the token was made for, or null for anything forged or mangled. */
    async idFrom(token: string): Promise<string | null> {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return null;
      const id = token.slice(0, dot);
      return signaturesMatch(token.slice(dot + 1), await sign(`${purpose}:${id}`)) ? id : null;
    },
  };
}

export type SignedIds = ReturnType<typeof createSignedIds>;
