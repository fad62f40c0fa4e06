import type { AnalyticsReport } from "@shared/types";
import { formatCount } from "@/lib/report-format";
import { ReportTable, type ReportColumn } from "@/components/reports/report-table";

type Search = AnalyticsReport["zeroResultSearches"][number];
type Tag = AnalyticsReport["popularTags"][number];
type Share = AnalyticsReport["shares"][number];

const SEARCH_COLUMNS: ReportColumn<Search>[] = [
  { header: "Search", cell: (search) => search.query },
  { header: "Times", cell: (search) => formatCount(search.count), numeric: true },
];

const TAG_COLUMNS: ReportColumn<Tag>[] = [
  { header: "Tag", cell: (tag) => tag.tag },
  { header: "Clicks", cell: (tag) => formatCount(tag.clicks), numeric: true },
];

const SHARE_COLUMNS: ReportColumn<Share>[] = [
  { header: "Network", cell: (share) => share.network },
  { header: "Clicks", cell: (share) => formatCount(share.clicks), numeric: true },
];

/** What readers looked for and passed on: searches, tag clicks and share clicks. */
export function ReaderInterest({ report }: { report: Pick<AnalyticsReport, "zeroResultSearches" | "popularTags" | "shares"> }) {
  return (
    <>
      <ReportTable
        title="Searches that found nothing"
        hint="Topics readers want that the blog does not cover yet."
        columns={SEARCH_COLUMNS}
        rows={report.zeroResultSearches}
        rowKey={(search) => search.query}
        empty="No searches came up empty in this range."
      />
      <ReportTable
        title="Popular tags"
        columns={TAG_COLUMNS}
        rows={report.popularTags}
        rowKey={(tag) => tag.tag}
        empty="No tag was clicked in this range."
      />
      <ReportTable
        title="Shares"
        columns={SHARE_COLUMNS}
        rows={report.shares}
        rowKey={(share) => share.network}
        empty="No share button was clicked in this range."
      />
    </>
  );
}
