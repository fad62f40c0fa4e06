import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { Repositories } from "../../store/repositories";

export function createNewsletterService({ repositories, clock }: { repositories: Repositories; clock: Clock }) {
  return {
    /** Idempotent; callers answer the same either way so the form never reveals who subscribed. */
    subscribe(email: string): Promise<boolean> {
      return repositories.subscribers.subscribe(email.trim().toLowerCase(), newId(), clock.now());
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
