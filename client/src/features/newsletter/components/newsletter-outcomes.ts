import { REPLY_NOTICES_OUTCOME_PARAM } from "@shared/newsletter-links";

/** What the newsletter page says after a link from a mail was opened (see the API's confirm and unsubscribe). */
export interface NewsletterOutcome {
  title: string;
  lines: string[];
  /** Offer the sign-up form: the reader may want a fresh link, or to come back. */
  offerSignUp: boolean;
}

const CONFIRM: Record<string, NewsletterOutcome> = {
  confirmed: {
    title: "You're subscribed",
    lines: ["Thanks for confirming your address. New articles will arrive in your inbox as they are published."],
    offerSignUp: false,
  },
  "already-confirmed": {
    title: "You're already subscribed",
    lines: ["This address was confirmed before: there is nothing more to do."],
    offerSignUp: false,
  },
  expired: {
    title: "This confirmation link has expired",
    lines: ["Confirmation links work for 48 hours. Enter your address below and we'll send you a fresh one."],
    offerSignUp: true,
  },
  invalid: {
    title: "This confirmation link doesn't work",
    lines: ["It may have been cut short when it was copied, or replaced by a newer one. Enter your address below for a fresh link."],
    offerSignUp: true,
  },
};

const UNSUBSCRIBE: Record<string, NewsletterOutcome> = {
  unsubscribed: {
    title: "You're unsubscribed",
    lines: ["You won't receive any more newsletters from Furrow.", "Changed your mind? Subscribe again below."],
    offerSignUp: true,
  },
  invalid: {
    title: "This unsubscribe link doesn't work",
    lines: [
      "It may have been cut short when it was copied. Use the link at the bottom of the latest newsletter, or the unsubscribe button your mail app shows.",
    ],
    offerSignUp: false,
  },
};

/** After a reply notice's stop button (the comments' mails, which lead to this page too). */
const REPLIES: Record<string, NewsletterOutcome> = {
  stopped: {
    title: "No more e-mails about this thread",
    lines: ["You won't be e-mailed again when the author replies to your comment. The conversation stays on the article."],
    offerSignUp: false,
  },
  invalid: {
    title: "This link doesn't work",
    lines: [
      "It may have been cut short when it was copied. Use the link at the bottom of the e-mail about your comment, or the unsubscribe button your mail app shows.",
    ],
    offerSignUp: false,
  },
};

const SIGN_UP: NewsletterOutcome = {
  title: "Newsletter",
  lines: ["New articles on precision farming, smart sensors and sustainable agriculture, in your inbox when they are published."],
  offerSignUp: true,
};

/** The page's message for its address: ?confirm=, ?unsubscribe= or ?replies=, else the plain sign-up page. */
export function newsletterOutcome(search: URLSearchParams): NewsletterOutcome {
  const confirm = search.get("confirm");
  if (confirm !== null) return CONFIRM[confirm] ?? CONFIRM.invalid;
  const unsubscribe = search.get("unsubscribe");
  if (unsubscribe !== null) return UNSUBSCRIBE[unsubscribe] ?? UNSUBSCRIBE.invalid;
  const replies = search.get(REPLY_NOTICES_OUTCOME_PARAM);
  if (replies !== null) return REPLIES[replies] ?? REPLIES.invalid;
  return SIGN_UP;
}
