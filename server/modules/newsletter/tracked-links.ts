import { escapeMarkup } from "../../../shared/html-escape";
import { clickLinkPath } from "../../../shared/newsletter-links";
import { decodeHtmlEntities } from "../../lib/html-text";
import { newId } from "../../lib/ids";
import type { NewsletterLinkRecord } from "../../store/repositories/newsletter-links.record";

/** A mail with more links than this keeps the rest as they are: the send's links are one bounded batch. */
export const TRACKED_LINKS_MAX = 100;
const URL_LENGTH_MAX = 2_048;

const ANCHOR_HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
// A sentence's full stop or a closing bracket after a bare address is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

const isWebAddress = (url: string) => {
  if (url.length > URL_LENGTH_MAX) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
};

/**
 * A send's mail with every web link of its post's part leading through the site (`/l/{id}`),
 * where clicks are counted per link, never per reader: the same mail goes to everyone, and it
 * carries no pixel. Each distinct address is one link, however often the mail shows it (the
 * title, the picture and the button all lead to the article). The unsubscribe link is a
 * placeholder, not a web address, so it is left alone, as are mailto: and in-page links.
 */
export function trackedMail(mail: { html: string; text: string }, sendId: string, publicUrl: string) {
  const byUrl = new Map<string, NewsletterLinkRecord>();
  const through = (url: string): string | null => {
    let link = byUrl.get(url);
    if (!link) {
      if (byUrl.size >= TRACKED_LINKS_MAX || !isWebAddress(url)) return null;
      link = { _id: `${sendId}.${newId()}`, sendId, position: byUrl.size, url, clicks: 0 };
      byUrl.set(url, link);
    }
    return `${publicUrl}${clickLinkPath(link._id)}`;
  };

  const html = mail.html.replace(ANCHOR_HREF, (whole, before: string, href: string, after: string) => {
    const tracked = through(decodeHtmlEntities(href));
    return tracked ? `${before}${escapeMarkup(tracked)}${after}` : whole;
  });
  // The plain text shows addresses as they are: those the HTML links to lead through the site too.
  const text = mail.text.replace(URL_IN_TEXT, (found) => {
    const url = found.replace(TRAILING_PUNCTUATION, "");
    const link = byUrl.get(found) ?? byUrl.get(url);
    if (!link) return found;
    return `${publicUrl}${clickLinkPath(link._id)}${found.slice(link.url.length)}`;
  });
  return { html, text, links: [...byUrl.values()] };
}
