import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "../hooks/use-near-viewport";

// The signup sits at the bottom of the home page; its code (and TanStack's mutation machinery)
// arrives only as the reader scrolls towards it.
const NewsletterSection = lazy(() => import("./newsletter-section").then((m) => ({ default: m.NewsletterSection })));

/** Holds the newsletter's place at its full height, so nothing jumps when it arrives. */
export function NewsletterSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} data-testid="newsletter-slot" className="min-h-[27rem] bg-brand sm:min-h-[24rem]">
      {near && (
        <Suspense fallback={null}>
          <NewsletterSection />
        </Suspense>
      )}
    </div>
  );
}
