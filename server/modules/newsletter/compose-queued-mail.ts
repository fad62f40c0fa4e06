import { escapeMarkup } from "../../../shared/html-escape";
import type { NewsletterSendsRepository } from "../../store/repositories/newsletter-sends.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import type { NewsletterSendRecord } from "../../store/repositories/newsletter-sends.record";
import type { QueuedMailRecord } from "../../store/repositories/mail-queue.record";
import { type OutgoingMail, PermanentMailError, SkipMail } from "../mail";
import { UNSUBSCRIBE_URL_PLACEHOLDER } from "./post-mail";
import { newsletterLinkPage } from "../../../shared/newsletter-links";
import type { SubscriberTokens } from "./subscriber-tokens";

const SENDS_KEPT = 20;

/** The address part of MAIL_FROM ("Furrow <news@example.com>" gives news@example.com). */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

interface Dependencies {
  sends: Pick<NewsletterSendsRepository, "find">;
  subscribers: Pick<SubscribersRepository, "findById">;
  /** The author's notice of new comments, drawn when it is sent. */
  commentNotice: (since: Date) => Promise<{ subject: string; html: string; text: string } | null>;
  /** A commenter's notice of the author's reply, drawn when it is sent. */
  replyNotice: (mail: QueuedMailRecord) => Promise<OutgoingMail>;
  tokens: SubscriberTokens;
  publicUrl: string;
  from: string;
}

/**
 * Turns a queued message into the mail its reader gets. A confirmation is stored whole; a
 * newsletter delivery is its send's mail with the reader's own unsubscribe link, in the body and
 * in the List-Unsubscribe headers, and is skipped if the reader left the list since it was queued.
 */
export function createQueuedMailComposer({ sends, subscribers, commentNotice, replyNotice, tokens, publicUrl, from }: Dependencies) {
  // A send's mail is read once per batch of readers, not once per reader.
  const recent = new Map<string, NewsletterSendRecord>();
  const sendOf = async (id: string) => {
    let send = recent.get(id);
    if (!send) {
      send = (await sends.find(id)) ?? undefined;
      if (!send) throw new PermanentMailError("Its newsletter no longer exists");
      if (recent.size >= SENDS_KEPT) recent.delete(recent.keys().next().value!);
      recent.set(id, send);
    }
    return send;
  };

  return async (mail: QueuedMailRecord): Promise<OutgoingMail> => {
    if (mail.kind === "confirmation") return { to: mail.to, subject: mail.subject ?? "", html: mail.html ?? "", text: mail.text ?? "" };
    if (mail.kind === "commentNotice") {
      const notice = await commentNotice(mail.since ?? new Date(0));
      // The author moderated them all before the notice went: nothing left to tell.
      if (!notice) throw new SkipMail("No comment is waiting any more");
      return { to: mail.to, ...notice };
    }
    if (mail.kind === "replyNotice") return replyNotice(mail);
    const subscriberId = mail.subscriberId ?? "";
    const subscriber = await subscribers.findById(subscriberId);
    if (!subscriber || subscriber.status !== "confirmed") throw new SkipMail("The reader left the list before it was sent");
    const send = await sendOf(mail.sendId ?? "");
    const token = await tokens.unsubscribeToken(subscriberId);
    // The body's link opens a page that asks for one click; the header's URL is the one a mail
    // client's unsubscribe button posts to (RFC 8058). Neither acts on a GET.
    const pageUrl = `${publicUrl}${newsletterLinkPage("unsubscribe", token)}`;
    const oneClickUrl = `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    return {
      to: mail.to,
      subject: send.subject,
      html: send.html.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(escapeMarkup(pageUrl)),
      text: send.text.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(pageUrl),
      unsubscribe: { url: oneClickUrl, mailto: `mailto:${addressOf(from)}?subject=unsubscribe` },
    };
  };
}
