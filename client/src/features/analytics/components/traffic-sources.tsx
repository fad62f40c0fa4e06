import type { AnalyticsReport } from "@shared/types";
import { formatCount } from "@/lib/report-format";
import { AnswerEngineTable } from "@/components/reports/answer-engine-table";
import { ReportTable, type ReportColumn } from "@/components/reports/report-table";

type Referrer = AnalyticsReport["referrers"][number];
type Campaign = AnalyticsReport["campaigns"][number];

const REFERRER_COLUMNS: ReportColumn<Referrer>[] = [
  { header: "Site", cell: (referrer) => referrer.host },
  { header: "Visits", cell: (referrer) => formatCount(referrer.visits), numeric: true },
];

const CAMPAIGN_COLUMNS: ReportColumn<Campaign>[] = [
  { header: "utm_source", cell: (campaign) => campaign.source },
  { header: "Visits", cell: (campaign) => formatCount(campaign.visits), numeric: true },
];

/** Where readers came from: answer engines first and apart, since a visit from one means the blog was cited. */
export function TrafficSources({ report }: { report: Pick<AnalyticsReport, "answerEngines" | "referrers" | "campaigns"> }) {
  return (
    <>
      <AnswerEngineTable engines={report.answerEngines} empty="No reader came from an AI assistant's answer in this range." />
      <ReportTable
        title="Other referrers"
        columns={REFERRER_COLUMNS}
        rows={report.referrers}
        rowKey={(referrer) => referrer.host}
        empty="No reader came from another site in this range."
      />
      <ReportTable
        title="Campaigns"
        columns={CAMPAIGN_COLUMNS}
        rows={report.campaigns}
        rowKey={(campaign) => campaign.source}
        empty="No visits with a utm_source in this range."
      />
    </>
  );
}
