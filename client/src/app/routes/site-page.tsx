import { ErrorState } from "@/components/ui/error-state";
import { ArticleSkeleton } from "@/features/article/components/article-skeleton";
import { useSitePage } from "@/features/site-page/api/get-site-page";
import { SitePageView } from "@/features/site-page/components/site-page-view";
import { PageHead } from "../page-head";
import { NotFoundPage } from "./not-found";

/** /{slug}: one of the author's pages, or the site's 404 page when the slug names none. */
export function SitePage({ slug }: { slug: string }) {
  const { data: page, isPending, isError, refetch } = useSitePage(slug);

  if (isPending) {
    return (
      <div className="pt-16">
        <ArticleSkeleton />
      </div>
    );
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
