import { COMMENT_FORM_TOKEN_MS } from "../../../shared/constants";
import type { Clock } from "../../lib/clock";
import { createSignedFormTokens } from "../../lib/signed-form-token";
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
export function createCommentFormTokens({
  settings,
  uses,
  clock,
}: {
  settings: SettingsRepository;
  uses: Pick<RateLimitsRepository, "hit">;
  clock: Clock;
}) {
  const tokens = createSignedFormTokens({ settings, clock, secretKey: SECRET_KEY, purpose: "comment-form" });

  return {
    /** A token for the form under the post with this id. */
    issue: (postId: string): Promise<string> => tokens.issue(postId),

    /**
     * Judges the token a comment on `postId` came with, counting this comment as one of its uses:
     * the token's own, or with `pageClient` (a token from a cached page, shared by its readers) that client's.
     */
    async use(token: string | undefined, postId: string, pageClient?: string): Promise<FormTokenVerdict> {
      const genuine = await tokens.read(token, postId);
      if (!genuine) return { ageMs: null, uses: 0 };
      const holder = pageClient === undefined ? "" : `:${pageClient}`;
      const count = await uses.hit(`comment-form:${genuine.signature}${holder}`, new Date(genuine.issuedAt + COMMENT_FORM_TOKEN_MS));
      return { ageMs: clock.now().getTime() - genuine.issuedAt, uses: count };
    },
  };
}

export type CommentFormTokens = ReturnType<typeof createCommentFormTokens>;
