/**
 * The comment and newsletter forms are real POST forms: before the page's script has taken over,
 * or without JavaScript, the browser posts them here, and the server answers by sending the reader
 * back to the page with the outcome in the query. Only the outcome's code goes into a URL, never
 * anything the reader typed.
 */
export const commentFormAction = (postId: string) => `/api/blog-posts/${encodeURIComponent(postId)}/comments/form`;
export const NEWSLETTER_FORM_ACTION = "/api/newsletter/subscribe/form";

/** The query parameter the page after a posted form reads its outcome from. */
export const COMMENT_OUTCOME_PARAM = "comment";
export const NEWSLETTER_OUTCOME_PARAM = "subscribe";

export const COMMENT_OUTCOMES = ["submitted", "missing-fields", "invalid-email", "failed"] as const;
export type CommentOutcome = (typeof COMMENT_OUTCOMES)[number];
export const NEWSLETTER_OUTCOMES = ["subscribed", "invalid-email", "failed"] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

/** Where on the page the form sits, so the browser scrolls back to it. */
export const COMMENTS_ANCHOR = "comments";
export const NEWSLETTER_ANCHOR = "newsletter";
/** One approved comment on its article, which a reply notice links to. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : null;

export const commentOutcomeOf = (search: string): CommentOutcome | null =>
  oneOf(COMMENT_OUTCOMES, new URLSearchParams(search).get(COMMENT_OUTCOME_PARAM));
export const newsletterOutcomeOf = (search: string): NewsletterOutcome | null =>
  oneOf(NEWSLETTER_OUTCOMES, new URLSearchParams(search).get(NEWSLETTER_OUTCOME_PARAM));

/** What a reader typed into a form the server turned back, shown again in the page it redirects to. */
export interface FormDraft {
  comment?: { authorName: string; authorEmail: string; content: string; notifyOnReply?: boolean };
  newsletter?: { email: string };
}
