import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Only the links in the newsletter's mails lead here: its text is fetched with it, not with every first load.
const NewsletterView = lazy(() => import("@/features/newsletter/components/newsletter-view").then((m) => ({ default: m.NewsletterView })));

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
