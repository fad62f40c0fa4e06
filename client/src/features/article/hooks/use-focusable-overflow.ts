import { useEffect, type RefObject } from "react";

// The article styles let wide tables and code blocks scroll sideways inside themselves.
const SCROLLERS = "table, pre";
const MARK = "data-scroll-focus";

/**
 * Makes each table or code block that actually scrolls sideways reachable by keyboard (tabindex
 * 0), so its hidden columns can be scrolled with the arrow keys; one that fits stays out of the
 * Tab order. Re-checked when the width changes, since a table that fits on a laptop scrolls on a phone.
 */
export function useFocusableOverflow(containerRef: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const scrollers = Array.from(container.querySelectorAll<HTMLElement>(SCROLLERS));
    if (scrollers.length === 0) return;

    const update = () => {
      for (const element of scrollers) {
        const overflows = element.scrollWidth > element.clientWidth;
        if (overflows && !element.hasAttribute("tabindex")) {
          element.setAttribute("tabindex", "0");
          element.setAttribute(MARK, "");
        } else if (!overflows && element.hasAttribute(MARK)) {
          element.removeAttribute("tabindex");
          element.removeAttribute(MARK);
        }
      }
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, html]);
}
