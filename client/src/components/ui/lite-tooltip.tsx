import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { TOOLTIP } from "@shared/constants";
import { cn } from "@/lib/utils";

/**
 * Radix Tooltip's timing without its positioning engine, so public pages can have tooltips inside
 * their tight first-load budget: it opens 700 ms after the pointer arrives, at once on keyboard
 * focus or when another tooltip closed less than 300 ms ago (TOOLTIP), and closes on leave, blur,
 * a press or Escape. It is for icon-only controls whose accessible name is the same text, so the
 * bubble is hidden from assistive tech rather than read twice.
 */

// Shared by every instance, as Radix's provider is: one tooltip open at a time, and the moment the
// last one closed, which starts the skip-delay window.
let openTooltip: { current: () => void } | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface LiteTooltipProps {
  label: string;
  children: ReactNode;
  side?: "top" | "bottom";
  /** Classes for the wrapper, e.g. to position the trigger it wraps; without them it is `relative`. */
  className?: string;
  delayMs?: number;
  skipDelayMs?: number;
}

export function LiteTooltip({
  label,
  children,
  side = "top",
  className,
  delayMs = TOOLTIP.delayMs,
  skipDelayMs = TOOLTIP.skipDelayMs,
}: LiteTooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pressing = useRef(false);
  const hideRef = useRef<() => void>(() => {});

  const setShown = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
  };

  const hide = () => {
    window.clearTimeout(timer.current);
    if (openRef.current) {
      lastClosedAt = Date.now();
      setShown(false);
    }
    if (openTooltip === hideRef) openTooltip = null;
  };
  hideRef.current = hide;

  const show = () => {
    window.clearTimeout(timer.current);
    if (openTooltip && openTooltip !== hideRef) openTooltip.current();
    openTooltip = hideRef;
    setShown(true);
  };

  const onPointerEnter = (event: PointerEvent) => {
    // Touch has no hover; a tap is a click, and the control's own label says what it does.
    if (event.pointerType === "touch") return;
    if (Date.now() - lastClosedAt < skipDelayMs) show();
    else timer.current = window.setTimeout(show, delayMs);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hideRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (openTooltip === hideRef) openTooltip = null;
    },
    [],
  );

  return (
    <span
      className={cn("inline-flex", className ?? "relative")}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => {
        pressing.current = false;
        hide();
      }}
      onPointerDown={() => {
        pressing.current = true;
        hide();
      }}
      onPointerUp={() => {
        pressing.current = false;
      }}
      onFocus={() => {
        // A click focuses too; only keyboard focus should raise the tooltip, as in Radix.
        if (!pressing.current) show();
      }}
      onBlur={() => {
        pressing.current = false;
        hide();
      }}
    >
      {children}
      {open && (
        // The padding, not a margin, spans the gap, so the pointer can move onto the bubble.
        <span
          aria-hidden="true"
          data-testid="tooltip"
          className={cn("absolute left-1/2 z-50 -translate-x-1/2", side === "top" ? "bottom-full pb-2" : "top-full pt-2")}
        >
          <span className="block whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs font-medium text-white shadow-md">
            {label}
          </span>
        </span>
      )}
    </span>
  );
}
