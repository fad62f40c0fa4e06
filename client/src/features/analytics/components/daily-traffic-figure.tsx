import { lazy } from "react";
import type { AnalyticsReport } from "@shared/types";
import { ChartFigure } from "@/components/ui/chart-figure";
import { dailySummary } from "../lib/daily-summary";
import { formatDay } from "@/lib/report-format";

const DailyTrafficChart = lazy(() => import("./daily-traffic-chart").then((module) => ({ default: module.DailyTrafficChart })));

const TITLE = "Visitors and page views per day";
const HEIGHT_PX = 260;

export function DailyTrafficFigure({ report }: { report: Pick<AnalyticsReport, "daily" | "totals" | "from" | "to"> }) {
  const data = report.daily.map((day) => ({ label: formatDay(day.day), visitors: day.visitors, pageViews: day.pageViews }));
  return (
    <ChartFigure id="analytics-daily-chart" title={TITLE} height={HEIGHT_PX} summary={dailySummary(report)}>
      <DailyTrafficChart data={data} title={TITLE} height={HEIGHT_PX} />
    </ChartFigure>
  );
}
