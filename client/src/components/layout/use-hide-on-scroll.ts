import { useEffect, useRef, useState } from "react";

export interface HideOnScrollOptions {
  hideAfterPx: number;
  showWithinPx: number;
}

/** True while the bar should show: near the top, or whenever the reader scrolls back up. */
export function useHideOnScroll({ hideAfterPx, showWithinPx }: HideOnScrollOptions): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  const frame = useRef(0);

  useEffect(() => {
    const update = () => {
      frame.current = 0;
      const y = window.scrollY;
      if (y <= showWithinPx) setVisible(true);
      else if (y > lastY.current && y > hideAfterPx) setVisible(false);
      else if (y < lastY.current) setVisible(true);
      lastY.current = y;
    };
    // One read per frame: scroll events can fire far faster than the screen repaints.
    const onScroll = () => {
      if (!frame.current) frame.current = requestAnimationFrame(update);
    };
    lastY.current = window.scrollY;
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame.current) cancelAnimationFrame(frame.current);
    };
  }, [hideAfterPx, showWithinPx]);

  return visible;
}
