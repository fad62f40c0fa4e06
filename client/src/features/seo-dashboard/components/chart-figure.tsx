import { lazy, type ComponentProps } from "react";
import { ChartFigure as Figure } from "@/components/ui/chart-figure";
import { SourceTag, type FigureSource } from "./source-tag";

const charts = () => import("./charts");
export const TrendChart = lazy(() => charts().then((module) => ({ default: module.TrendChart })));
export const CrawlerChart = lazy(() => charts().then((module) => ({ default: module.CrawlerChart })));
export const IndexingChart = lazy(() => charts().then((module) => ({ default: module.IndexingChart })));

/** A chart of this dashboard, tagged with where its figures come from (live or the spec's samples). */
export function ChartFigure({ source, ...props }: Omit<ComponentProps<typeof Figure>, "badge"> & { source: FigureSource }) {
  return <Figure {...props} badge={<SourceTag source={source} />} />;
}
