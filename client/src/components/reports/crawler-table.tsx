import type { AnalyticsReport } from "@shared/types";
import { formatCount } from "@/lib/report-format";
import { ReportTable, type ReportColumn } from "./report-table";

type CrawlerHits = AnalyticsReport["crawlers"][number];

const COLUMNS: ReportColumn<CrawlerHits>[] = [
  { header: "Bot", cell: (crawler) => crawler.bot },
  { header: "Owner", cell: (crawler) => crawler.owner },
  { header: "Hits", cell: (crawler) => formatCount(crawler.hits), numeric: true },
];

/** Requests by each named crawler; the Analytics tab and the SEO dashboard's GEO tab both show it. */
export function CrawlerTable({
  crawlers,
  empty = "No crawler visits recorded yet.",
}: {
  crawlers: readonly CrawlerHits[];
  empty?: string;
}) {
  return <ReportTable title="Crawler hits by bot" columns={COLUMNS} rows={crawlers} rowKey={(crawler) => crawler.bot} empty={empty} />;
}
