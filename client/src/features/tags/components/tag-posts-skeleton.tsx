import { Skeleton } from "@/components/ui/skeleton";

const SKELETONS = 6;

/** The tag page shows 6 skeletons while it loads. */
export function TagPostsSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: SKELETONS }, (_, index) => (
        <div
          key={index}
          data-testid="tag-post-skeleton"
          aria-hidden="true"
          className="overflow-hidden rounded-xl border border-border bg-card"
        >
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-5 w-1/2 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
