import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** A grey shimmer block; hidden from assistive tech, which hears the surrounding status instead. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted-strong", className)} {...props} />;
}

/** A list still loading: `count` placeholder rows, announced to assistive tech by `label`. */
export function SkeletonList({
  label,
  count,
  rowClassName,
  className,
}: {
  label: string;
  count: number;
  rowClassName: string;
  className?: string;
}) {
  return (
    <div className={cn("space-y-3", className)} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={cn("w-full", rowClassName)} />
      ))}
    </div>
  );
}
