import { lazy, Suspense } from "react";
import { CenteredPage } from "@/components/layout/centered-page";
import { newsletterOutcome } from "./newsletter-outcomes";

const NewsletterSection = lazy(() => import("./newsletter-section").then((m) => ({ default: m.NewsletterSection })));

/** What a confirmation or unsubscribe link did, and the sign-up form when it helps. */
export function NewsletterView({ search }: { search: string }) {
  const outcome = newsletterOutcome(new URLSearchParams(search));
  return (
    <>
      <CenteredPage title={outcome.title} lines={outcome.lines} />
      {outcome.offerSignUp && (
        <Suspense fallback={<div className="min-h-[27rem] bg-primary sm:min-h-[24rem]" />}>
          <NewsletterSection />
        </Suspense>
      )}
    </>
  );
}
