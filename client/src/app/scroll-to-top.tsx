import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * A new page starts at its top, as it would after a full page load. The page the app starts on
 * keeps where the browser put it: a reader may have scrolled (or followed a #link) before the
 * app started, and must not be sent back up when it does.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
