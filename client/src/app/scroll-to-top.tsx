import { useEffect } from "react";
import { useLocation } from "wouter";

/** A new page starts at its top, as it would after a full page load. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
