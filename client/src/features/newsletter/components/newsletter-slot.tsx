import { lazy, Suspense } from "react";
import { useNearViewport } from "@/lib/use-near-viewport";

// The signup sits at the bottom of the home page; its code (and TanStack's mutation machinery)
// arrives only as the reader scrolls towards it.
const NewsletterSection = lazy(() => import("./newsletter-section").then((m) => ({ default: m.NewsletterSection })));

/** Holds the newsletter's place at its full height, so nothing jumps when it arrives. */
export function NewsletterSlot() {
  const [anchor, near] = useNearViewport<HTMLDivElement>("600px");
  return (
    <div ref={anchor} data-testid="newsletter-slot" className="min-h-[27rem] bg-primary sm:min-h-[24rem]">
      {near && (
        <Suspense fallback={null}>
          <NewsletterSection />
        </Suspense>
      )}
    </div>
  );
}
