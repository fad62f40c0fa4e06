import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** A card's grey stand-in; `wide` matches the featured lead, picture beside the text on desktops. */
export function CardSkeleton({ className, wide = false }: { className?: string; wide?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="card-skeleton"
      className={cn("overflow-hidden rounded-xl border border-border bg-card", wide && "lg:flex", className)}
    >
      <Skeleton className={cn("aspect-[1200/630] w-full rounded-none", wide && "lg:aspect-auto lg:min-h-[24rem] lg:w-3/5")} />
      <div className={cn("space-y-3 p-5", wide && "lg:flex-1 lg:p-10")}>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
