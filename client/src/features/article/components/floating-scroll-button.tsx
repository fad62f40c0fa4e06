import { ArrowUpIcon, ListIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { useScrollButtonState } from "../hooks/use-scroll-button-state";
import { scrollBehavior } from "../lib/motion";

/** The site layout's <main>, focusable for the skip link; where focus goes back at the top. */
const MAIN_ID = "main";

/**
 * Spec section 2: after 300 px it takes the reader to the table of contents, and once they are
 * past it, back to the top. Focus travels with the view, so the next Tab starts from there.
 */
export function FloatingScrollButton({ targetId }: { targetId: string }) {
  const { state, lift } = useScrollButtonState(targetId);
  if (state === "hidden") return null;

  const toContents = state === "to-toc";
  const label = toContents ? "Go to table of contents" : "Back to top";

  const go = () => {
    const behavior = scrollBehavior();
    if (toContents) {
      const target = document.getElementById(targetId);
      target?.scrollIntoView({ behavior, block: "start" });
      target?.querySelector<HTMLElement>("button, a[href]")?.focus({ preventScroll: true });
    } else {
      window.scrollTo({ top: 0, behavior });
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
  };

  return (
    <button
      type="button"
      onClick={go}
      aria-label={label}
      title={label}
      data-state={state}
      style={lift > 0 ? { bottom: `calc(1.5rem + ${lift}px)` } : undefined}
      className={cn(
        "fixed bottom-6 right-6 z-30 inline-flex h-12 w-12 cursor-pointer items-center justify-center rounded-full",
        "bg-primary text-white shadow-lg transition-colors hover:bg-primary-light",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
      )}
    >
      {toContents ? <ListIcon size={20} /> : <ArrowUpIcon size={20} />}
    </button>
  );
}
