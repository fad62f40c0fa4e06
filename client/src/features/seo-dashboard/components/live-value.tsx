import type { ReactNode } from "react";
import type { SeoOverview } from "@shared/types";
import { Skeleton } from "@/components/ui/skeleton";
import { useSeoOverview } from "../api/get-seo-overview";

/** A live figure: a placeholder while it loads, 'Unavailable' if it could not (the page says why, once). */
export function LiveValue({ children }: { children: (figures: SeoOverview) => ReactNode }) {
  const query = useSeoOverview();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <span className="text-muted-foreground">Unavailable</span>;
  return (
    <span role="status" className="inline-flex items-center">
      <Skeleton className="inline-block h-5 w-16 align-middle" />
      <span className="sr-only">Loading...</span>
    </span>
  );
}
