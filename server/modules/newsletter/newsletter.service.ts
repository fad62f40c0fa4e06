import { SITE_NAME } from "../../../shared/constants";
import { newsletterLinkPage } from "../../../shared/newsletter-links";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import { CONFIRMATION_VALID_HOURS, confirmationMail } from "./confirmation-mail";
import { hashToken, newConfirmToken, type SubscriberTokens } from "./subscriber-tokens";

const HOUR_MS = 60 * 60 * 1000;

/** What opening a confirmation link did; each has its own message on the confirmation page. */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

interface Dependencies {
  subscribers: SubscribersRepository;
  mailQueue: MailQueueRepository;
  tokens: SubscriberTokens;
  clock: Clock;
  publicUrl: string;
  /** Tells the mail worker there is something to send now, rather than at its next round. */
  mailQueued: () => void;
}

export function createNewsletterService({ subscribers, mailQueue, tokens, clock, publicUrl, mailQueued }: Dependencies) {
  const receivesPosts = (status: string | undefined) => status === undefined || status === "confirmed";

  async function queueConfirmation(subscriberId: string, email: string, token: string, now: Date): Promise<void> {
    // A page that asks for one click: a scanner opening the link must not confirm a stranger's address.
    const confirmUrl = `${publicUrl}${newsletterLinkPage("confirm", token)}`;
    const mail = confirmationMail({ siteName: SITE_NAME, confirmUrl });
    await mailQueue.enqueue({ _id: newId(), kind: "confirmation", to: email, subscriberId, ...mail, status: "pending", attempts: 0, nextAttemptAt: now, createdAt: now });
    mailQueued();
  }

  return {
    /**
     * Double opt-in: a new address is stored as pending and sent a confirmation link; a pending or
     * unsubscribed one gets a fresh link at most once an hour; a confirmed one gets nothing. The
     * caller answers the same in every case, so the form reveals nothing about the list.
     */
    async subscribe(rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      const now = clock.now();
      const { token, hash } = newConfirmToken();
      const request = { tokenHash: hash, expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_HOURS * HOUR_MS), now };
      const id = newId();
      if (await subscribers.addPending(email, id, request)) return queueConfirmation(id, email, token, now);

      const existing = await subscribers.findByEmail(email);
      if (!existing || receivesPosts(existing.status)) return;
      if (await subscribers.renewConfirmation(existing._id, request, new Date(now.getTime() - HOUR_MS))) {
        await queueConfirmation(existing._id, email, token, now);
      }
    },

    async confirm(token: string): Promise<ConfirmOutcome> {
      const subscriber = await subscribers.findByConfirmToken(hashToken(token));
      if (!subscriber || subscriber.status === "unsubscribed") return "invalid";
      if (receivesPosts(subscriber.status)) return "already-confirmed";
      if (!subscriber.confirmExpiresAt || subscriber.confirmExpiresAt <= clock.now()) return "expired";
      // A second click racing the first finds it confirmed all the same.
      return (await subscribers.confirm(subscriber._id, clock.now())) ? "confirmed" : "already-confirmed";
    },

    /** What each newsletter mail links to, for its one reader. */
    unsubscribeToken: (subscriberId: string) => tokens.unsubscribeToken(subscriberId),

    /** One click, no sign-in: the token names the address. An address removed since is simply gone. */
    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const subscriberId = await tokens.subscriberFrom(token);
      if (!subscriberId) return "invalid";
      await subscribers.unsubscribe(subscriberId, clock.now());
      return "unsubscribed";
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
