import { lazy, Suspense, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { SourceTag, type FigureSource } from "./source-tag";

const charts = () => import("./charts");
export const TrendChart = lazy(() => charts().then((module) => ({ default: module.TrendChart })));
export const CrawlerChart = lazy(() => charts().then((module) => ({ default: module.CrawlerChart })));
export const IndexingChart = lazy(() => charts().then((module) => ({ default: module.IndexingChart })));

/**
 * A chart with its caption and source. The box keeps the chart's height while recharts loads, so
 * nothing below it jumps; a short text summary stands in for the picture for screen readers.
 */
export function ChartFigure({ id, title, height, source, summary, children }: {
  id: string;
  title: string;
  height: number;
  source: FigureSource;
  summary: string;
  children: ReactNode;
}) {
  return (
    <figure aria-labelledby={id} className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={id} className="font-semibold text-emphasis">
          {title}
        </span>
        <SourceTag source={source} />
      </figcaption>
      <div style={{ minHeight: height }} data-chart={id}>
        <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>{children}</Suspense>
      </div>
      <p className="sr-only">{summary}</p>
    </figure>
  );
}
