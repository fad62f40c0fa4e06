import { SITE_NAME } from "../../../shared/constants";
import type { SubscriberList } from "../../../shared/types";
import { newsletterLinkPage } from "../../../shared/newsletter-links";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import type { BackgroundJob } from "../../jobs/background-jobs";
import { CONFIRMATION_VALID_HOURS, confirmationMail } from "./confirmation-mail";
import type { ConfirmationBudget } from "./confirmation-budget";
import type { NewsletterFormChecks, SignUpFormFields } from "./newsletter-form-checks";
import { hashToken, newConfirmToken, type SubscriberTokens } from "./subscriber-tokens";

const HOUR_MS = 60 * 60 * 1000;
/**
 * A sign-up that waited for the hourly budget is mailed by a later hour's spare budget if it is
 * younger than this; an older one waits until its person signs up again. A reader who came during
 * a flood gets the link within hours without doing anything, while a flood cannot keep the site
 * mailing its strangers for more than a day after it ends.
 */
const WAITING_MAILED_WITHIN_MS = 24 * HOUR_MS;
/** How often the spare budget is spent on waiting sign-ups. */
const WAITING_JOB_EVERY_MS = 5 * 60 * 1000;
const WAITING_BATCH = 50;

/** What a sign-up did; the person signing up is told the same in every case. */
export type SignUpOutcome = "queued" | "waiting" | "nothing" | "dropped";

/** What opening a confirmation link did; each has its own message on the confirmation page. */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

interface Dependencies {
  subscribers: SubscribersRepository;
  mailQueue: MailQueueRepository;
  confirmationBudget: ConfirmationBudget;
  formChecks: NewsletterFormChecks;
  tokens: SubscriberTokens;
  clock: Clock;
  publicUrl: string;
  /** Tells the mail worker there is something to send now, rather than at its next round. */
  mailQueued: () => void;
}

export function createNewsletterService({
  subscribers,
  mailQueue,
  confirmationBudget,
  formChecks,
  tokens,
  clock,
  publicUrl,
  mailQueued,
}: Dependencies) {
  const receivesPosts = (status: string) => status === "confirmed";

  async function queueConfirmation(subscriberId: string, email: string, token: string, now: Date): Promise<void> {
    // A page that asks for one click: a scanner opening the link must not confirm a stranger's address.
    const confirmUrl = `${publicUrl}${newsletterLinkPage("confirm", token)}`;
    const mail = confirmationMail({ siteName: SITE_NAME, confirmUrl });
    await mailQueue.enqueue({
      _id: newId(),
      kind: "confirmation",
      to: email,
      subscriberId,
      ...mail,
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
    mailQueued();
  }

  /** The confirmation goes out if this hour's budget allows; otherwise the sign-up waits, saying why. */
  async function confirmWithinBudget(subscriberId: string, email: string, token: string, now: Date): Promise<SignUpOutcome> {
    if (!(await confirmationBudget.take())) {
      await subscribers.markConfirmationWaiting(subscriberId, "hourly-limit", now);
      return "waiting";
    }
    await queueConfirmation(subscriberId, email, token, now);
    return "queued";
  }

  const confirmationRequest = (now: Date) => {
    const { token, hash } = newConfirmToken();
    return { token, request: { tokenHash: hash, expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_HOURS * HOUR_MS), now } };
  };

  /** Spends what is left of this hour's budget on sign-ups that waited for it, oldest first. */
  async function mailWaiting(): Promise<number> {
    let mailed = 0;
    for (;;) {
      const now = clock.now();
      const waiting = await subscribers.waitingSince(new Date(now.getTime() - WAITING_MAILED_WITHIN_MS), WAITING_BATCH);
      if (waiting.length === 0) return mailed;
      for (const { _id, email } of waiting) {
        if (!(await confirmationBudget.take())) return mailed;
        const { token, request } = confirmationRequest(now);
        // A repeat sign-up or another process may have mailed it meanwhile; that spent one unit of budget for nothing, never one too many.
        if (!(await subscribers.claimWaiting(_id, request))) continue;
        await queueConfirmation(_id, email, token, now);
        mailed++;
      }
    }
  }

  return {
    /**
     * Double opt-in: a new address is stored as pending and sent a confirmation link; a pending or
     * unsubscribed one gets a fresh link at most once an hour; a confirmed one gets nothing. Past
     * the site's hourly budget of confirmation mails, the sign-up is kept pending and waits. The
     * caller answers the same in every case, so the form reveals nothing about the list or the budget.
     */
    async subscribe(rawEmail: string, form: SignUpFormFields = {}): Promise<SignUpOutcome> {
      if (await formChecks.botReason(form)) return "dropped";
      const email = rawEmail.trim().toLowerCase();
      const now = clock.now();
      const { token, request } = confirmationRequest(now);
      const id = newId();
      if (await subscribers.addPending(email, id, request)) return confirmWithinBudget(id, email, token, now);

      const existing = await subscribers.findByEmail(email);
      if (!existing || receivesPosts(existing.status)) return "nothing";
      if (await subscribers.renewConfirmation(existing._id, request, new Date(now.getTime() - HOUR_MS))) {
        return confirmWithinBudget(existing._id, email, token, now);
      }
      return "nothing";
    },

    mailWaiting,

    /** The sign-up form's signed token, asked for when the form is drawn. */
    formToken: () => formChecks.issue(),

    /** Later hours' spare budget mails the sign-ups that waited; safe on two processes (each claims its sign-up). */
    waitingConfirmationsJob: (): BackgroundJob => ({
      name: "mail confirmations that waited for the hourly budget",
      everyMs: WAITING_JOB_EVERY_MS,
      run: mailWaiting,
    }),

    /** How many sign-ups wait for their confirmation mail, and the budget they wait for. */
    async waitingConfirmations(): Promise<SubscriberList["confirmationsWaiting"]> {
      const count = await subscribers.countWaiting();
      return { count, reason: count > 0 ? "hourly-limit" : null, hourlyLimit: confirmationBudget.perHour };
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
