import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// A wrong address is rare; its page is fetched when it happens, not with every first load.
const NotFoundView = lazy(() => import("@/features/not-found/not-found-view").then((m) => ({ default: m.NotFoundView })));

export function NotFoundPage() {
  const [path] = useLocation();
  return (
    <>
      <PageHead spec={{ page: "notFound", path }} />
      <Suspense fallback={<PageSpinner />}>
        <NotFoundView />
      </Suspense>
    </>
  );
}
