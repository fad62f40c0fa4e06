import type { Clock } from "../../lib/clock";
import type { RateLimitsRepository } from "../../store/repositories/rate-limits.repository";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The site-wide allowance of confirmation mails per clock hour. Each sign-up of a new address
 * mails a stranger-supplied address, so however many clients a script spreads over, the site
 * mails at most this many strangers an hour. Counted in the store (a counter per hour among the
 * rate-limit windows, purged with them), so every process serving the site spends one budget.
 */
export function createConfirmationBudget({ counters, clock, perHour }: { counters: RateLimitsRepository; clock: Clock; perHour: number }) {
  const hourOf = (at: number) => at - (at % HOUR_MS);
  return {
    perHour,

    /** Spends one confirmation of this hour's budget; false when it is spent already. */
    async take(): Promise<boolean> {
      const hour = hourOf(clock.now().getTime());
      // The increment is atomic in the store; a process that reads a count past the budget sends nothing.
      return (await counters.hit(`confirmations:${hour}`, new Date(hour + HOUR_MS))) <= perHour;
    },
  };
}

export type ConfirmationBudget = ReturnType<typeof createConfirmationBudget>;
