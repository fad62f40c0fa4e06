import { lazy, memo, Suspense } from "react";
import { type Gate, HydrationGate, useDrawnByServer, useHydrationGate } from "@/lib/hydration-gate";
import { useNearViewport } from "@/lib/use-near-viewport";

// The form's code (and the mutation code it brings) is the largest part of the home page's script,
// and the sign-up sits a screen below the hero: it waits until the reader nears it.
const NewsletterSection = lazy(() => import("./newsletter-section").then((m) => ({ default: m.NewsletterSection })));

/**
 * The sign-up at the bottom of the home page, drawn by the server with the rest of the page: the
 * server-drawn form is the form, so it works before the script has taken over (or without
 * JavaScript). In the browser it keeps that markup, what a reader typed included, and hydrates it
 * once the reader scrolls near it, as the article's comments do: nothing replaces it.
 */
export function NewsletterSlot() {
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  const gate = useHydrationGate(near);
  const drawn = useDrawnByServer();
  return (
    <div ref={anchor} id="newsletter" data-testid="newsletter-slot" className="min-h-[27rem] bg-primary sm:min-h-[24rem]">
      {(drawn || near) && <GatedSection gate={gate} />}
    </div>
  );
}

// Memoized: a re-render of the slot must not reach the boundary still waiting behind its gate.
const GatedSection = memo(function GatedSection({ gate }: { gate: Gate }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate gate={gate}>
        <NewsletterSection />
      </HydrationGate>
    </Suspense>
  );
});
