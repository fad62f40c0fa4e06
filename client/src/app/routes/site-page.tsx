import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSitePage } from "@/features/site-page/api/get-site-page";
import { SitePageView } from "@/features/site-page/components/site-page-view";
import { PageHead } from "../page-head";
import { NotFoundPage } from "./not-found";

/** Its own, not the article's skeleton: sharing that would split it into a file every article's first load fetches. */
function SitePageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-3xl space-y-6 px-4 pb-16 pt-26 sm:px-6">
      <Skeleton className="h-10 w-3/5" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-4 w-full" />
      ))}
    </div>
  );
}

/** /{slug}: one of the author's pages, or the site's 404 page when the slug names none. */
export function SitePage({ slug }: { slug: string }) {
  const { data: page, isPending, isError, refetch } = useSitePage(slug);

  if (isPending) {
    return <SitePageSkeleton />;
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 pb-16 pt-32">
        <PageHead spec={{ page: "other", path: `/${slug}`, title: "Page" }} />
        <ErrorState message="We couldn't load this page." onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!page) return <NotFoundPage />;
  return (
    <div className="pt-16">
      <PageHead spec={{ page: "sitePage", post: page }} />
      <SitePageView page={page} />
    </div>
  );
}
