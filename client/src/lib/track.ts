import { ANALYTICS_META } from "@shared/constants";

const analyticsConfigured = () => typeof document !== "undefined" && document.querySelector(`meta[name="${ANALYTICS_META}"]`) !== null;

/**
 * Records a page view or an event. The analytics module (and Google's tag) load only when the
 * server configured an id, so pages without analytics never download either.
 */
export function track(event: { pageView: string } | { name: string; params?: Record<string, string | number | boolean> }): void {
  if (!analyticsConfigured()) return;
  void import("./analytics").then((analytics) => {
    if ("pageView" in event) analytics.trackPageView(event.pageView);
    else analytics.trackEvent(event.name, event.params);
  });
}
