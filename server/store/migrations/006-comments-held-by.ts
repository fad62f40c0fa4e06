import type { CommentRecord } from "../repositories/comments.record";
import type { DocumentStore } from "../types";
import { type Migration, rewriteMatching } from "./migration";

/**
 * The check behind each reason a comment was held by, as the reasons read when a release kept
 * only them. "Delete all spam" teaches the filter only from comments the filter held, and reads
 * that from `heldBy`; a reason matching none of these (or none at all: the author marked it spam)
 * names no check.
 */
const REASON_CHECKS: [RegExp, string][] = [
  [/^the filter scored/, "filter"],
  [/^the hidden field was filled$/, "rule:hidden-field"],
  [/^no valid form token$/, "rule:token"],
  [/^sent faster than a person could write it$/, "rule:timing"],
  [/^the form was over \d+ hours old$/, "rule:form-age"],
  [/^more than \d+ comments on one form$/, "rule:token-flood"],
  [/^\d+ links$/, "rule:links"],
  [/^little but links$/, "rule:link-only"],
  [/^the same text under another post$/, "rule:duplicate"],
];

const checksOf = (reasons: string[]) =>
  REASON_CHECKS.filter(([pattern]) => reasons.some((reason) => pattern.test(reason))).map(([, check]) => check);

/** Comments held before the checks that held them were recorded get them from their reasons. */
export const commentsHeldBy: Migration = {
  name: "held comments record the checks that held them",
  async up(store: DocumentStore) {
    await rewriteMatching(store.collection<CommentRecord>("comments"), { isSpam: true, heldBy: { $exists: false } }, (comment) => ({
      $set: { heldBy: checksOf(comment.spamReasons ?? []) },
    }));
  },
};
