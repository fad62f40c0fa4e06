import { useLayoutEffect, useRef } from "react";
import { claimEarlyShortcut } from "@/lib/early-input";

/** Ctrl+K (Cmd+K on a Mac) opens search from anywhere on a public page. */
export function useSearchShortcut(onOpen: () => void): void {
  // Kept in a ref so a new callback each render does not re-subscribe the listener.
  const latest = useRef(onOpen);
  latest.current = onOpen;

  // A layout effect: listening from the same commit that paints the page, so a Ctrl+K pressed as
  // soon as the page shows is not lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "k") return;
      // Browsers bind Ctrl+K to their own search box; on our pages it means ours.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKeyDown);
    // Pressed before the app started: the page's inline capture kept it (shared/early-input.ts).
    if (claimEarlyShortcut()) latest.current();
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
