import { Suspense } from "react";
import { useLocation } from "wouter";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// A wrong address is rare; its page is in its own file (router.tsx loads it when it happens).
import { NotFoundView } from "@/features/not-found/not-found-view";

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
