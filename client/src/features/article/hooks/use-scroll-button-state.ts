import { useEffect, useState } from "react";
import { SCROLL_BUTTON_AFTER_PX } from "@shared/constants";

export type ScrollButtonState = "hidden" | "to-toc" | "to-top";

/**
 * Where the aside counts as reached: just under the fixed top bar, with room for the 5rem
 * scroll margin a jump to it leaves, so that after a jump the button offers the top next.
 */
const REACHED_BELOW_PX = 96;

export interface ScrollButtonPosition {
  state: ScrollButtonState;
  /** How far the page footer reaches into the viewport: the button rides above it, never over its links. */
  lift: number;
}

/** Spec section 4: hidden until 300 px down, then "to the contents" until they are passed, then "to the top". */
export function useScrollButtonState(targetId: string): ScrollButtonPosition {
  const [state, setState] = useState<ScrollButtonState>("hidden");
  const [lift, setLift] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const footer = document.querySelector("footer");
      setLift(footer ? Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top)) : 0);
      if (window.scrollY <= SCROLL_BUTTON_AFTER_PX) {
        setState("hidden");
        return;
      }
      const target = document.getElementById(targetId);
      const passed = !target || target.getBoundingClientRect().top <= REACHED_BELOW_PX;
      setState(passed ? "to-top" : "to-toc");
    };
    // One measurement per frame, however many scroll events the frame brings.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [targetId]);

  return { state, lift };
}
