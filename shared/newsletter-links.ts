import { PAGE_ROUTES } from "./routes";

/**
 * Where the newsletter's mails lead. A link only opens a page that asks for one click: mail
 * security scanners fetch every link of a mail, so a GET must never confirm or unsubscribe. The
 * page's button posts to the API, which acts and sends the reader on to the page with the outcome.
 */
export type NewsletterLinkAction = "confirm" | "unsubscribe";

/** What the page's button posts to, token in the address as in the one-click URL (RFC 8058). */
const NEWSLETTER_FORM_ACTIONS: Record<NewsletterLinkAction, string> = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe/form",
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
  if ((action !== "confirm" && action !== "unsubscribe") || !token) return null;
  return { action, token };
}

/** Where a newsletter mail's links go: through the site, which counts the click and sends the reader on. */
export const CLICK_LINK_PREFIX = "/l/";

export const clickLinkPath = (id: string) => `${CLICK_LINK_PREFIX}${id}`;
