import { ANALYTICS } from "../../../shared/analytics";
import type { AnalyticsRepository } from "../../store/repositories/analytics.repository";
import type { AnalyticsKind } from "../../store/repositories/analytics.record";

/**
 * Holds each day to `keysPerDay` distinct keys per kind: a key the day already counts keeps being
 * counted; a new one past the cap is counted as "other". The check reads the key's own row and, at
 * most once a day and kind in each process once the cap is reached, counts the day's rows of that
 * kind (an index range no longer than the cap), so it costs the same at the first key and the
 * ten-thousandth. A new key's row is made as it is let in, and one process lets new keys in one at a
 * time, so it never passes the cap; two processes sharing a folder can each let one in at the same
 * moment, so a day may end a key or so over the cap per process racing.
 */
export function createDailyKeyCap({
  analytics,
  keysPerDay,
}: {
  analytics: Pick<AnalyticsRepository, "isCounted" | "keysOn" | "add">;
  keysPerDay: number;
}) {
  let today = "";
  // Keys this process saw counted today, and kinds it saw full: both bounded by the cap.
  const counted = new Set<string>();
  const full = new Set<AnalyticsKind>();
  let admitting: Promise<unknown> = Promise.resolve();

  async function admit(day: string, kind: AnalyticsKind, key: string, seen: string): Promise<string> {
    if (counted.has(seen)) return key;
    if (!(await analytics.isCounted(day, kind, key))) {
      if (full.has(kind)) return ANALYTICS.otherKey;
      if ((await analytics.keysOn(day, kind)) >= keysPerDay) {
        full.add(kind);
        return ANALYTICS.otherKey;
      }
      await analytics.add(day, kind, key, { count: 0 });
    }
    counted.add(seen);
    return key;
  }

  return async function keyFor(day: string, kind: AnalyticsKind, key: string): Promise<string> {
    if (day !== today) {
      today = day;
      counted.clear();
      full.clear();
    }
    if (key === ANALYTICS.otherKey) return key;
    const seen = `${kind}\n${key}`;
    if (counted.has(seen)) return key;
    const decided = admitting.then(() => admit(day, kind, key, seen));
    admitting = decided.catch(() => undefined);
    return decided;
  };
}

export type DailyKeyCap = ReturnType<typeof createDailyKeyCap>;
