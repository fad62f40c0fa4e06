import { Skeleton } from "@/components/ui/skeleton";

export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <Skeleton className="h-10 w-11/12" />
      <Skeleton className="h-10 w-3/5" />
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-4 w-full" />
      ))}
    </div>
  );
}
