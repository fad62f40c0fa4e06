import { ErrorState } from "@/components/ui/error-state";
import { useProfile } from "@/features/profile/api/get-profile";
import { useSeries } from "@/features/series/api/get-series";
import { TagPostCard } from "@/features/tags/components/tag-post-card";
import { TagPostsSkeleton } from "@/features/tags/components/tag-posts-skeleton";
import { NotFoundView } from "@/features/not-found/not-found-view";
import { displayAuthorName } from "@/lib/utils";
import { PageHead } from "../page-head";

const EAGER_IMAGES = 3;

/** A series: its title and description, and its published parts in reading order. */
export function SeriesPage({ slug }: { slug: string }) {
  const { data: profile } = useProfile();
  const { data: series, isPending, isError, refetch } = useSeries(slug);
  const path = `/series/${slug}`;

  if (isPending) {
    return (
      <div className="mx-auto min-h-screen max-w-7xl px-4 pb-16 pt-28 sm:px-6 lg:px-8">
        <TagPostsSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 pb-16 pt-32">
        <PageHead spec={{ page: "other", path, title: "Series" }} />
        <ErrorState message="We couldn't load this series." onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!series) {
    return (
      <>
        <PageHead spec={{ page: "notFound", path }} />
        <NotFoundView />
      </>
    );
  }
  return (
    <>
      <PageHead spec={{ page: "series", series }} />
      <div className="mx-auto min-h-screen max-w-7xl px-4 pb-16 pt-28 sm:px-6 lg:px-8">
        <header className="mb-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-light">Series</p>
          <h1 className="mt-1 break-words font-serif text-3xl font-bold text-primary sm:text-4xl">{series.title}</h1>
          {series.description && <p className="mt-3 max-w-3xl text-lg text-body">{series.description}</p>}
        </header>
        {series.parts.length === 0 ? (
          <p className="rounded-xl border border-border bg-card px-6 py-16 text-center text-body">
            No part of this series is published yet.
          </p>
        ) : (
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="series-page-parts">
            {series.parts.map((post, index) => (
              <li key={post.id} className="flex flex-col">
                <p className="mb-2 text-sm font-semibold text-muted-foreground">Part {index + 1}</p>
                <TagPostCard post={post} authorName={displayAuthorName(profile?.name, post.author.name)} eager={index < EAGER_IMAGES} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
