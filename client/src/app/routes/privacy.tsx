import { Suspense } from "react";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Few readers open it: its text is in the page's own file (router.tsx loads it with the page).
import { PrivacyView } from "@/features/privacy/privacy-view";

export function PrivacyPage() {
  return (
    <>
      <PageHead spec={{ page: "privacy", path: "/privacy" }} />
      <Suspense fallback={<PageSpinner />}>
        <PrivacyView />
      </Suspense>
    </>
  );
}
