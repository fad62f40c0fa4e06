import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** A grey shimmer block; hidden from assistive tech, which hears the surrounding status instead. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted-strong", className)} {...props} />;
}
