import { Suspense } from "react";
import { useSearch } from "wouter";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Only the links in the newsletter's mails lead here: its text is in the page's own file (router.tsx
// loads it with the page), not in every first load.
import { NewsletterView } from "@/features/newsletter/components/newsletter-view";

export function NewsletterPage() {
  const search = useSearch();
  return (
    <>
      <PageHead spec={{ page: "newsletter", path: "/newsletter" }} />
      <Suspense fallback={<PageSpinner />}>
        <NewsletterView search={search} />
      </Suspense>
    </>
  );
}
