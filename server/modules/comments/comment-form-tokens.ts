import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock";
import { storedSecret } from "../../lib/stored-secret";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

const SECRET_KEY = "commentFormSecret";

/**
 * The comment form's token: when the form was drawn, signed. A person takes seconds to write a
 * comment; a bot posts at once, forges a token, or replays one it kept. Nothing is stored per
 * token: the signature alone says the time is ours.
 */
export function createCommentFormTokens({ settings, clock }: { settings: SettingsRepository; clock: Clock }) {
  const key = storedSecret(settings, clock, SECRET_KEY);
  const sign = async (issuedAt: number) => createHmac("sha256", await key()).update(`comment-form:${issuedAt}`).digest("base64url");

  return {
    async issue(): Promise<string> {
      const issuedAt = clock.now().getTime();
      return `${issuedAt}.${await sign(issuedAt)}`;
    },

    /** How long ago the form was drawn, or null for a missing, mangled or forged token. */
    async age(token: string | undefined): Promise<number | null> {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? "");
      if (!match) return null;
      const issuedAt = Number(match[1]);
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(await sign(issuedAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return clock.now().getTime() - issuedAt;
    },
  };
}

export type CommentFormTokens = ReturnType<typeof createCommentFormTokens>;
