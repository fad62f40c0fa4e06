import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { ANALYTICS_META } from "@shared/constants";

/** The server adds the meta tag only when a measurement id is configured. */
const analyticsConfigured = () => Boolean(document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content);

/**
 * Reports each page a reader sees, the first one included, to the measurement service. Without a
 * configured id nothing is sent, and not even the analytics code is downloaded.
 */
export function PageViews() {
  const [location] = useLocation();
  // StrictMode runs effects twice in development; one visit is one page view.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === location || !analyticsConfigured()) return;
    reported.current = location;
    void import("@/lib/analytics").then(({ trackPageView }) => trackPageView(location));
  }, [location]);

  return null;
}
