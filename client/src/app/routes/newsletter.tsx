import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { CenteredPage } from "@/components/layout/centered-page";
import { newsletterOutcome } from "@/features/newsletter/components/newsletter-outcomes";
import { PageHead } from "../page-head";

const NewsletterSection = lazy(() => import("@/features/newsletter/components/newsletter-section").then((m) => ({ default: m.NewsletterSection })));

/** Where the links in the newsletter's mails lead: what happened, and the sign-up form when it helps. */
export function NewsletterPage() {
  const outcome = newsletterOutcome(new URLSearchParams(useSearch()));
  return (
    <>
      <PageHead spec={{ page: "newsletter", path: "/newsletter" }} />
      <CenteredPage title={outcome.title} lines={outcome.lines} />
      {outcome.offerSignUp && (
        <Suspense fallback={<div className="min-h-[27rem] bg-primary sm:min-h-[24rem]" />}>
          <NewsletterSection />
        </Suspense>
      )}
    </>
  );
}
