import { useEffect, useState } from "react";

/** How far ahead of the reader a below-the-fold block starts loading. */
const NEAR_MARGIN = "600px 0px";

/**
 * A ref callback and whether its element has come within NEAR_MARGIN of the viewport; once true
 * it stays true. Browsers without IntersectionObserver simply load at once, after mount: the first
 * render must be the same on the server (which has none) and in the hydrating browser.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_MARGIN): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, rootMargin]);

  return [setNode, near];
}
