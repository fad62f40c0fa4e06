import { lazy, Suspense } from "react";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// A wrong address is rare; its page is fetched when it happens, not with every first load.
const NotFoundView = lazy(() => import("@/features/not-found/not-found-view").then((m) => ({ default: m.NotFoundView })));

export function NotFoundPage() {
  return (
    <>
      <PageHead title="404 Page Not Found" noIndex />
      <Suspense fallback={<PageSpinner />}>
        <NotFoundView />
      </Suspense>
    </>
  );
}
