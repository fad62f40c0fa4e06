import { PAGE_ROUTES } from "./routes";

/**
 * Where the site's mails to readers lead: the newsletter's, and a commenter's reply notice (its
 * "stop-replies"). A link only opens a page that asks for one click: mail security scanners fetch
 * every link of a mail, so a GET must never confirm or unsubscribe. The page's button posts to
 * the API, which acts and sends the reader on to the page with the outcome.
 */
export type NewsletterLinkAction = "confirm" | "unsubscribe" | "stop-replies";
const ACTIONS: readonly string[] = ["confirm", "unsubscribe", "stop-replies"] satisfies NewsletterLinkAction[];

/** A reply notice's one-click stop (RFC 8058), which the page's form also posts to with `/form`. */
export const REPLY_NOTICES_STOP_PATH = "/api/comments/reply-notices/stop";

/** What the page's button posts to, token in the address as in the one-click URL (RFC 8058). */
const NEWSLETTER_FORM_ACTIONS: Record<NewsletterLinkAction, string> = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe/form",
  "stop-replies": `${REPLY_NOTICES_STOP_PATH}/form`,
};

/** The page a mail's link opens: `/newsletter?action=confirm&token=...`. */
export function newsletterLinkPage(action: NewsletterLinkAction, token: string): string {
  return `${PAGE_ROUTES.newsletter}?${new URLSearchParams({ action, token }).toString()}`;
}

export function newsletterFormAction(action: NewsletterLinkAction, token: string): string {
  return `${NEWSLETTER_FORM_ACTIONS[action]}?${new URLSearchParams({ token }).toString()}`;
}

/** The link's request on the page's address, or null when the address carries none. */
export function newsletterLinkRequest(search: URLSearchParams): { action: NewsletterLinkAction; token: string } | null {
  const action = search.get("action");
  const token = search.get("token");
  if (!action || !ACTIONS.includes(action) || !token) return null;
  return { action: action as NewsletterLinkAction, token };
}

/** Where a newsletter mail's links go: through the site, which counts the click and sends the reader on. */
export const CLICK_LINK_PREFIX = "/l/";

export const clickLinkPath = (id: string) => `${CLICK_LINK_PREFIX}${id}`;

/** The page after a reply notice's stop button: `/newsletter?replies=stopped` (or `invalid`). */
export const REPLY_NOTICES_OUTCOME_PARAM = "replies";
export type ReplyNoticesOutcome = "stopped" | "invalid";
export const replyNoticesOutcomePage = (outcome: ReplyNoticesOutcome) =>
  `${PAGE_ROUTES.newsletter}?${REPLY_NOTICES_OUTCOME_PARAM}=${outcome}`;
