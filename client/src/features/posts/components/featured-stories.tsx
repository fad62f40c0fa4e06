import type { PostCard } from "@shared/types";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState } from "@/components/ui/error-state";
import { useFeaturedPosts } from "../api/get-featured-posts";
import { CardSkeleton } from "./card-skeleton";
import { FeaturedCard } from "./featured-card";
import { featuredCells } from "./featured-layout";
import { SectionHeading } from "./section-heading";
import { FEATURED_SECTION_ID } from "../lib/section-ids";

const REST_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-6";

export function FeaturedStories() {
  const { data: posts, isPending, isError, refetch } = useFeaturedPosts();

  return (
    <section id={FEATURED_SECTION_ID} aria-labelledby="featured-heading" className="scroll-mt-20 bg-card py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-heading"
          title="Featured Stories"
          subtitle="Hand-picked reads on precision farming, smart sensors and the agricultural technology reshaping how we grow food."
        />
        {isPending ? (
          <>
            <Spinner label="Loading featured content..." showLabel className="mb-8" />
            <div className="space-y-6">
              <CardSkeleton wide />
              <div className={REST_GRID}>
                <CardSkeleton className="lg:col-span-3" />
                <CardSkeleton className="lg:col-span-3" />
              </div>
            </div>
          </>
        ) : isError ? (
          <ErrorState message="We couldn't load the featured stories." onRetry={() => void refetch()} />
        ) : posts.length === 0 ? (
          <p className="text-center text-muted-foreground">Featured stories will appear here soon.</p>
        ) : (
          <FeaturedGrid posts={posts} />
        )}
      </div>
    </section>
  );
}

function FeaturedGrid({ posts }: { posts: PostCard[] }) {
  const [lead, ...rest] = posts;
  const cells = featuredCells(rest.length);
  return (
    <div className="space-y-6">
      <FeaturedCard post={lead!} lead />
      {rest.length > 0 && (
        <div className={REST_GRID}>
          {rest.map((post, index) => (
            <FeaturedCard key={post.id} post={post} cell={cells[index]} />
          ))}
        </div>
      )}
    </div>
  );
}
