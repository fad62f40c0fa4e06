import { createHash } from "node:crypto";
import { COMMENT_FORM_TOKEN_MS, COMMENT_FORM_TOKEN_USES, DUPLICATE_MIN_WORDS } from "../../../shared/constants";

/** Faster than this from drawing the form to sending it, no person wrote the comment. */
export const MIN_WRITING_MS = 3_000;
/** A form kept open longer than this is a token kept for replaying, or a tab long forgotten (the client renews its token well inside it). */
const MAX_FORM_AGE_MS = COMMENT_FORM_TOKEN_MS;
const MAX_FORM_AGE_HOURS = MAX_FORM_AGE_MS / (60 * 60 * 1000);
/** Readers link a source or two; spam links many. */
const MAX_LINKS = 2;

const LINK = /\bhttps?:\/\/|\bwww\.|<a\s|\[[^\]]*\]\(|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|xyz|top|io|biz|info|shop|click)\b/gi;

export interface Submission {
  /** The field people never see; anything in it came from a bot filling every field. */
  honeypot: string;
  /** From the signed form token: null when there was none, or it was forged. */
  formAgeMs: number | null;
  /** Comments sent with the same token, this one included. */
  formUses: number;
  content: string;
  /** The same substantial text already stands, not held, under another post. */
  repeatedElsewhere: boolean;
}

const linkCount = (content: string) => content.match(LINK)?.length ?? 0;

/** The text with its links taken out: what a reader actually wrote. */
const wordsBesideLinks = (content: string) =>
  content
    .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/<a\s[^>]*>[\s\S]*?<\/a>/gi, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .match(/\p{L}{2,}/gu)?.length ?? 0;

/** Which check held a comment: one of the rules, or the learned filter. */
export type HeldBy =
  `rule:${"hidden-field" | "token" | "timing" | "form-age" | "token-flood" | "links" | "link-only" | "duplicate"}` | "filter";

export interface Hold {
  by: HeldBy;
  /** In words, for the author's Spam view. */
  reason: string;
}

/**
 * Why a submission is spam, in the order checked; none means it goes to moderation as before.
 * Invisible to people: nothing here asks anything of a reader.
 */
export function ruleHolds(submission: Submission): Hold[] {
  const holds: Hold[] = [];
  const hold = (by: HeldBy, reason: string) => holds.push({ by, reason });
  if (submission.honeypot.trim() !== "") hold("rule:hidden-field", "the hidden field was filled");
  if (submission.formAgeMs === null) hold("rule:token", "no valid form token");
  else if (submission.formAgeMs < MIN_WRITING_MS) hold("rule:timing", "sent faster than a person could write it");
  else if (submission.formAgeMs > MAX_FORM_AGE_MS) hold("rule:form-age", `the form was over ${MAX_FORM_AGE_HOURS} hours old`);
  if (submission.formUses > COMMENT_FORM_TOKEN_USES) hold("rule:token-flood", `more than ${COMMENT_FORM_TOKEN_USES} comments on one form`);
  const links = linkCount(submission.content);
  if (links > MAX_LINKS) hold("rule:links", `${links} links`);
  if (links > 0 && wordsBesideLinks(submission.content) < 3) hold("rule:link-only", "little but links");
  if (submission.repeatedElsewhere) hold("rule:duplicate", "the same text under another post");
  return holds;
}

/**
 * Whether the learned filter itself held this comment: only then does "Delete all spam" teach it
 * spam. A comment held by a rule alone proves nothing about its words (a stranger can fill the
 * hidden field under any reader's text).
 */
export const heldByFilter = (comment: { heldBy?: string[] }): boolean => comment.heldBy?.includes("filter") ?? false;

/** The text as the duplicate rule compares it: case, spacing and punctuation ignored. */
const comparable = (content: string) =>
  content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Two comments are the same text when they differ only in case, spacing and punctuation; stored as a short hash. */
export const contentKey = (content: string) => createHash("sha256").update(comparable(content)).digest("base64url").slice(0, 22);

/** Whether a text is long enough for its copy under another post to say "copy and paste" (DUPLICATE_MIN_WORDS). */
export const substantial = (content: string) => comparable(content).split(" ").filter(Boolean).length >= DUPLICATE_MIN_WORDS;
