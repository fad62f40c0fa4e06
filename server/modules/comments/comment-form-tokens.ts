import { createHmac, timingSafeEqual } from "node:crypto";
import { COMMENT_FORM_TOKEN_MS } from "../../../shared/constants";
import type { Clock } from "../../lib/clock";
import { storedSecret } from "../../lib/stored-secret";
import type { RateLimitsRepository } from "../../store/repositories/rate-limits.repository";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

const SECRET_KEY = "commentFormSecret";

/** What a submission's token says: how long ago its form was drawn, and how many comments it has carried with this one. */
export interface FormTokenVerdict {
  /** Null for a missing, mangled or forged token, or one drawn under another post. */
  ageMs: number | null;
  uses: number;
}

/**
 * The comment form's token: when the form was drawn and under which post, signed. A person takes
 * seconds to write a comment; a bot posts at once, forges a token, or replays one it kept. The
 * signature alone says the time and the post are ours; the only state is a count of the comments
 * each token carried, kept with the rate-limit counters until the token has expired (the purge job
 * drops it then), so it stays as bounded as the comments themselves.
 */
export function createCommentFormTokens({ settings, uses, clock }: { settings: SettingsRepository; uses: Pick<RateLimitsRepository, "hit">; clock: Clock }) {
  const key = storedSecret(settings, clock, SECRET_KEY);
  const sign = async (postId: string, issuedAt: number) => createHmac("sha256", await key()).update(`comment-form:${postId}:${issuedAt}`).digest("base64url");

  return {
    /** A token for the form under the post with this id. */
    async issue(postId: string): Promise<string> {
      const issuedAt = clock.now().getTime();
      return `${issuedAt}.${await sign(postId, issuedAt)}`;
    },

    /** Judges the token a comment on `postId` came with, counting this comment as one of its uses. */
    async use(token: string | undefined, postId: string): Promise<FormTokenVerdict> {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? "");
      if (!match) return { ageMs: null, uses: 0 };
      const issuedAt = Number(match[1]);
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(await sign(postId, issuedAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ageMs: null, uses: 0 };
      const count = await uses.hit(`comment-form:${match[2]}`, new Date(issuedAt + COMMENT_FORM_TOKEN_MS));
      return { ageMs: clock.now().getTime() - issuedAt, uses: count };
    },
  };
}

export type CommentFormTokens = ReturnType<typeof createCommentFormTokens>;
