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
     * Counts one activity for each entry of `servers` (in the order they came), in two writes for
     * all of them; answers, entry by entry, whether it is within its server's cap and the day's.
     */
    async takeMany(servers: string[]): Promise<boolean[]> {
      const today = day();
      const keyOf = (server: string) => `fediverseInbox:${server}:${today}`;
      const perServer = new Map<string, number>();
      for (const server of servers) perServer.set(keyOf(server), (perServer.get(keyOf(server)) ?? 0) + 1);
      const serverCounts = await counters.hitMany(perServer, resets());
      // The n-th of a server's entries here is the (count before + n)-th of its day.
      const seen = new Map<string, number>();
      const withinServer = servers.map((server) => {
        const key = keyOf(server);
        const nth = (seen.get(key) ?? 0) + 1;
        seen.set(key, nth);
        return (serverCounts.get(key) ?? 0) - (perServer.get(key) ?? 0) + nth <= settings.perServerPerDay;
      });
      const passing = withinServer.filter(Boolean).length;
      if (passing === 0) return withinServer;
      const totalKey = `fediverseInbox:*:${today}`;
      const total = (await counters.hitMany(new Map([[totalKey, passing]]), resets())).get(totalKey) ?? 0;
      let nth = 0;
      return withinServer.map((within) => within && total - passing + ++nth <= settings.perDay);
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
