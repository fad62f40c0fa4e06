import type { AnalyticsReport } from "@shared/types";
import { formatCount, formatDay } from "@/lib/report-format";

type Day = AnalyticsReport["daily"][number];

/** The daily chart in a sentence, for readers who cannot see it: the range's totals and its busiest day. */
export function dailySummary(report: Pick<AnalyticsReport, "daily" | "totals" | "from" | "to">): string {
  const busiest = report.daily.reduce<Day | undefined>((best, day) => (!best || day.pageViews > best.pageViews ? day : best), undefined);
  const span = `From ${formatDay(report.from)} to ${formatDay(report.to)}: ${formatCount(report.totals.visitors)} visitors and ${formatCount(report.totals.pageViews)} page views.`;
  if (!busiest || busiest.pageViews === 0) return span;
  return `${span} The busiest day was ${formatDay(busiest.day)}, with ${formatCount(busiest.pageViews)} page views from ${formatCount(busiest.visitors)} visitors.`;
}
