import { useCallback, useEffect, useRef, useState } from "react";
import { SEO_DASHBOARD } from "@shared/constants";

/**
 * Spec section 4: Refresh sets a refreshing flag (button disabled, icon spinning); after the fixed
 * wait the last-updated time becomes now and the flag clears. `onRefresh` then fetches the live figures.
 */
export function useDelayedRefresh(onRefresh: () => void, delayMs: number = SEO_DASHBOARD.refreshDelayMs) {
  const [refreshing, setRefreshing] = useState(false);
  const [lastUpdated, setLastUpdated] = useState(() => new Date());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onRefresh);
  latest.current = onRefresh;

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    if (timer.current !== undefined) return;
    setRefreshing(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRefreshing(false);
      setLastUpdated(new Date());
      latest.current();
    }, delayMs);
  }, [delayMs]);

  return { refreshing, lastUpdated, refresh };
}
