import { createHash, randomBytes } from "node:crypto";
import type { AnalyticsRepository } from "../../store/repositories/analytics.repository";

/** The UTC day of a moment, YYYY-MM-DD: analytics count and forget by it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Daily visitor keys: a hash of the day's random salt, the site, the client's address and its
 * user agent. The salt lives in the store (so every instance makes the same key) and is deleted
 * when its day is over, after which no key of that day can be made again, even by us.
 */
export function createVisitorKeys({ analytics, site }: { analytics: AnalyticsRepository; site: string }) {
  let cached: { day: string; salt: string } | null = null;

  async function saltOf(day: string, now: Date): Promise<string> {
    if (cached?.day === day) return cached.salt;
    let stored = await analytics.salt(day);
    if (!stored) {
      await analytics.addSalt(day, randomBytes(32).toString("base64url"), now);
      // Another instance may have stored its salt first; the stored one is the day's.
      stored = await analytics.salt(day);
      // A new day began here: the past days' salts and markers go now, not at the next purge.
      await analytics.forgetDaysBefore(day);
    }
    if (!stored) throw new Error("The day's analytics salt could not be stored");
    cached = { day, salt: stored.salt };
    return stored.salt;
  }

  return {
    async keyFor(now: Date, client: { address: string; userAgent: string }): Promise<string> {
      const salt = await saltOf(dayOf(now), now);
      return createHash("sha256").update(`${salt}\n${site}\n${client.address}\n${client.userAgent}`).digest("base64url").slice(0, 22);
    },
  };
}

export type VisitorKeys = ReturnType<typeof createVisitorKeys>;
