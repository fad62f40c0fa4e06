import type { AnalyticsReport } from "@shared/types";
import { formatLongDay } from "@/lib/report-format";
import { hasNewsletterFigures } from "../lib/newsletter-days";
import { CrawlerTable } from "@/components/reports/crawler-table";
import { DailyTrafficFigure } from "./daily-traffic-figure";
import { NewsletterSummary } from "./newsletter-summary";
import { ReaderInterest } from "./reader-interest";
import { TopPostsTable } from "./top-posts-table";
import { Totals } from "./totals";
import { TrafficSources } from "./traffic-sources";

const CRAWLERS_EMPTY = "No crawler visited in this range.";

/** One range's report. With no visits at all, only what can happen without readers is shown. */
export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const range = (
    <p className="text-sm text-muted-foreground">
      {formatLongDay(report.from)} to {formatLongDay(report.to)} (UTC days)
    </p>
  );
  if (report.totals.pageViews === 0) {
    return (
      <div className="space-y-8">
        {range}
        <p className="py-6 text-center text-muted-foreground">No visits recorded in the last {report.days} days yet.</p>
        {report.crawlers.length > 0 && <CrawlerTable crawlers={report.crawlers} empty={CRAWLERS_EMPTY} />}
        {hasNewsletterFigures(report.newsletter) && <NewsletterSummary newsletter={report.newsletter} />}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {range}
      <Totals totals={report.totals} />
      <DailyTrafficFigure report={report} />
      <TopPostsTable posts={report.topPosts} />
      <div className="grid gap-8 md:grid-cols-2">
        <TrafficSources report={report} />
        <ReaderInterest report={report} />
        <CrawlerTable crawlers={report.crawlers} empty={CRAWLERS_EMPTY} />
        <NewsletterSummary newsletter={report.newsletter} />
      </div>
    </div>
  );
}
