import { lazy, Suspense } from "react";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Few readers open it: its text is fetched with it, not with every first load.
const PrivacyView = lazy(() => import("@/features/privacy/privacy-view").then((m) => ({ default: m.PrivacyView })));

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
