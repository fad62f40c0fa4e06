import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { track } from "@/lib/track";

/**
 * Reports each page a reader sees, the first one included, to the measurement service. Without a
 * configured id nothing is sent, and not even the analytics code is downloaded.
 */
export function PageViews() {
  const [location] = useLocation();
  // StrictMode runs effects twice in development; one visit is one page view.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === location) return;
    reported.current = location;
    track({ pageView: location });
  }, [location]);

  return null;
}
