import { useEffect, useRef, type RefObject } from "react";
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_REGION_ATTRIBUTE, type EarlyInput } from "@shared/early-input";

/** The inline capture's state (shared/early-input.ts); absent under `npm run dev` and in unit tests that set none. */
function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}

/**
 * Hands over `owner` (a region, or the window for the search shortcut) to the app: from now on its
 * input goes straight to the app's handlers. Returns what the reader pressed there before, in
 * order, now taken from the queue so that nothing acts on it twice.
 */
function claim(owner: Element | Window, owns: (target: Element | Window) => boolean): (Element | Window)[] {
  const early = earlyInput();
  if (!early) return [];
  early.live.add(owner);
  // Presses on buttons no longer in the page (a part the browser drew again) would only take room.
  takeFromQueue(early, (target) => target instanceof Element && !target.isConnected);
  return takeFromQueue(early, owns);
}

/** Removes the matching presses in place: the capture keeps pushing to this same array. */
function takeFromQueue(early: EarlyInput, matches: (target: Element | Window) => boolean): (Element | Window)[] {
  const taken = early.queue.filter((press) => matches(press.target)).map((press) => press.target);
  const kept = early.queue.filter((press) => !matches(press.target));
  early.queue.splice(0, early.queue.length, ...kept);
  return taken;
}

export interface EarlyInputRegion<T extends HTMLElement> {
  ref: RefObject<T | null>;
  [EARLY_INPUT_REGION_ATTRIBUTE]: "";
}

/**
 * Spread on an element drawn by the server whose buttons a reader may press before the app starts
 * (`<header {...region}>`): those presses are kept, and once this component has hydrated (its
 * effects run after its own markup has its handlers) each is replayed as a click, once. The
 * buttons must be rendered by this component's own part of the page, not by a lazy part inside it
 * that hydrates later.
 */
export function useEarlyInputRegion<T extends HTMLElement>(): EarlyInputRegion<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    for (const target of claim(region, (pressed) => pressed instanceof Element && region.contains(pressed))) {
      (target as HTMLElement).click();
    }
  }, []);
  return { ref, [EARLY_INPUT_REGION_ATTRIBUTE]: "" };
}

/**
 * Takes the early presses of one button out of its region's replay, for a control whose state
 * after hydrating is not the one the reader saw and pressed (so a replayed toggle would undo the
 * press). True when it was pressed. Call it from an effect of a component the region's component
 * renders in the same hydration pass (not behind a Suspense boundary of its own): within one commit
 * children's effects run before their parents', so it comes before the region's replay.
 */
export function takeEarlyPresses(button: HTMLElement | null): boolean {
  const early = earlyInput();
  if (!early || !button) return false;
  return takeFromQueue(early, (pressed) => pressed === button).length > 0;
}

/** For the search shortcut's owner: from now on it listens itself; true when Ctrl/Cmd+K was pressed before. */
export function claimEarlyShortcut(): boolean {
  return claim(window, (pressed) => pressed === window).length > 0;
}
