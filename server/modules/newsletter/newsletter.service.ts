import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";

export function createNewsletterService({ subscribers, clock }: { subscribers: SubscribersRepository; clock: Clock }) {
  return {
    /** Idempotent; callers answer the same either way so the form never reveals who subscribed. */
    subscribe(email: string): Promise<boolean> {
      return subscribers.subscribe(email.trim().toLowerCase(), newId(), clock.now());
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
