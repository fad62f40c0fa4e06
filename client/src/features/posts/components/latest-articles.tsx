import { useMemo, useState } from "react";
import { LATEST_PAGE_SIZE } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { displayAuthorName } from "@/lib/utils";
import { useLatestPosts } from "../api/get-latest-posts";
import { CardSkeleton } from "./card-skeleton";
import { LatestCard } from "./latest-card";
import { latestCardSize, latestSpans } from "./latest-layout";
import { SectionHeading } from "./section-heading";

const GRID = "grid grid-flow-row-dense gap-6 md:grid-cols-2 lg:grid-cols-3";

export function LatestArticles({ profileName }: { profileName?: string }) {
  const [page, setPage] = useState(0);
  const { data, isPending, isError, isPlaceholderData, refetch } = useLatestPosts(page);
  const count = data?.items.length ?? 0;
  const layout = useMemo(() => {
    const sizes = Array.from({ length: count }, (_, index) => latestCardSize(index));
    return { sizes, md: latestSpans(sizes, 2), lg: latestSpans(sizes, 3) };
  }, [count]);

  return (
    <section aria-labelledby="latest-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="latest-heading"
          title="Latest Articles"
          subtitle="Fresh from the field: the newest notes on sensors, data and sustainable farming."
        />
        {isPending ? (
          <div className={GRID} role="status" aria-label="Loading articles">
            {Array.from({ length: LATEST_PAGE_SIZE }, (_, index) => (
              <CardSkeleton key={index} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState message="We couldn't load the latest articles." onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <div className="py-12 text-center">
            <p className="font-serif text-2xl font-semibold text-emphasis">No posts found</p>
            <p className="mt-2 text-muted-foreground">Try selecting a different category or check back later for new content.</p>
          </div>
        ) : (
          <>
            <div className={GRID}>
              {data.items.map((post, index) => (
                <LatestCard
                  key={post.id}
                  post={post}
                  size={layout.sizes[index]!}
                  spans={{ md: layout.md[index]!, lg: layout.lg[index]! }}
                  authorName={displayAuthorName(profileName, post.author.name)}
                />
              ))}
            </div>
            {data.total > data.items.length && (
              <div className="mt-12 flex justify-center">
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => setPage((current) => current + 1)}
                  disabled={isPlaceholderData}
                  aria-busy={isPlaceholderData}
                >
                  Load More Articles
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
