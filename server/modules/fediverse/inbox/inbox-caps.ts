import type { Clock } from "../../../lib/clock";
import type { RateLimitsRepository } from "../../../store/repositories/rate-limits.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InboxCapSettings {
  /** Activities one server may have queued a day (by UTC day). */
  perServerPerDay: number;
  /** Activities all servers together may have queued a day. */
  perDay: number;
  /** Replies from one server a day that join the comments waiting for the author; past it, they are dropped. */
  repliesPerServerPerDay: number;
}

/**
 * Bounds on what the inbox queues, so a flood from one server, or from many fake ones, cannot
 * grow the queue (or the comments waiting for the author) without end. Counted in the store, so
 * every process counts the same messages.
 */
export function inboxCaps(counters: RateLimitsRepository, clock: Clock, settings: InboxCapSettings) {
  const day = () => Math.floor(clock.now().getTime() / DAY_MS);
  const resets = () => new Date((day() + 1) * DAY_MS);
  return {
    settings,
    /**
     * Counts one activity from `server`; false past its server's cap for the day, or the day's cap
     * for all servers. Only what is taken counts in the day's total: what one server sends past its
     * own cap cannot use up the others' share.
     */
    async take(server: string): Promise<boolean> {
      const today = day();
      const totalKey = `fediverseInbox:*:${today}`;
      // Both counted at once (one commit, not two in a row, before the inbox can answer); the day's count is given back when the server's cap refused it.
      const [fromServer, total] = await Promise.all([
        counters.hit(`fediverseInbox:${server}:${today}`, resets()),
        counters.hit(totalKey, resets()),
      ]);
      if (fromServer <= settings.perServerPerDay && total <= settings.perDay) return true;
      // Refused: the day's count stays what was taken, the figure the admin is shown.
      await counters.hit(totalKey, resets(), -1);
      return false;
    },

    /** Counts one reply from `server`; false past its day's cap (a flood must not bury the author's comment queue). */
    async takeReply(server: string): Promise<boolean> {
      return (await counters.hit(`fediverseReplies:${server}:${day()}`, resets())) <= settings.repliesPerServerPerDay;
    },

    /** What today's total stands at, for the admin. */
    async today(): Promise<number> {
      return counters.peek(`fediverseInbox:*:${day()}`);
    },
  };
}

export type InboxCaps = ReturnType<typeof inboxCaps>;
