import { Suspense, type ReactNode } from "react";
import { Skeleton } from "./skeleton";

/**
 * A chart with its caption. The box keeps the chart's height while recharts loads, so nothing below
 * it jumps; a short text summary stands in for the picture for screen readers. The chart itself is
 * expected to be a React.lazy component, so recharts stays out of the page's first load.
 */
export function ChartFigure({
  id,
  title,
  height,
  badge,
  summary,
  children,
}: {
  id: string;
  title: string;
  height: number;
  /** Shown beside the caption, e.g. where the figures come from. */
  badge?: ReactNode;
  summary: string;
  children: ReactNode;
}) {
  return (
    <figure aria-labelledby={id} className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={id} className="font-semibold text-emphasis">
          {title}
        </span>
        {badge}
      </figcaption>
      <div style={{ minHeight: height }} data-chart={id}>
        <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>{children}</Suspense>
      </div>
      <p className="sr-only">{summary}</p>
    </figure>
  );
}
