import { ANALYTICS_META } from "@shared/constants";
import type { TrackedEvent } from "./tracked-event";

const analyticsConfigured = () => typeof document !== "undefined" && document.querySelector(`meta[name="${ANALYTICS_META}"]`) !== null;

/** Runs `then` once the page has loaded, so counting never competes with what the reader came for. */
function afterLoad(then: () => void): void {
  if (document.readyState === "complete") then();
  else addEventListener("load", then, { once: true });
}

/**
 * Records a page view or an event: always with Furrow's own cookieless beacon, and with Google's
 * tag too when the server configured an id. Both load on first use, after the page.
 */
export function track(event: TrackedEvent): void {
  if (typeof document === "undefined") return;
  afterLoad(() => {
    void import("./beacon").then((beacon) => beacon.record(event));
    if (!analyticsConfigured()) return;
    void import("./analytics").then((analytics) => {
      if ("pageView" in event) analytics.trackPageView(event.pageView);
      else analytics.trackEvent(event.name, event.params);
    });
  });
}
