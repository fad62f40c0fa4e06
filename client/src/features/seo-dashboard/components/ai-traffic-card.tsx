import type { AiTraffic } from "@shared/types";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { AnswerEngineTable } from "@/components/reports/answer-engine-table";
import { CrawlerTable } from "@/components/reports/crawler-table";
import { ReportTable, type ReportColumn } from "@/components/reports/report-table";
import { formatCount } from "@/lib/report-format";
import { useAiTraffic } from "../api/get-ai-traffic";
import { SourceTag } from "./source-tag";

const DAYS = 30;

type CrawledPage = AiTraffic["crawledPages"][number];

const PAGE_COLUMNS: ReportColumn<CrawledPage>[] = [
  { header: "Page", cell: (page) => <code className="break-all text-xs">{page.path}</code> },
  { header: "Hits", cell: (page) => formatCount(page.hits), numeric: true },
];

function AiTrafficTables({ traffic }: { traffic: AiTraffic }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <CrawlerTable crawlers={traffic.crawlers} />
      <ReportTable
        title="Most crawled pages"
        columns={PAGE_COLUMNS}
        rows={traffic.crawledPages}
        rowKey={(page) => page.path}
        empty="No page has been crawled yet."
      />
      <AnswerEngineTable engines={traffic.answerEngines} />
    </div>
  );
}

/** What the server counted itself, as opposed to the tab's sample scores: who crawled, what, and who cited the blog. */
export function AiTrafficCard() {
  const traffic = useAiTraffic(DAYS);
  return (
    <SectionCard
      id="ai-traffic-heading"
      title={`What crawlers and answer engines did here (last ${DAYS} days)`}
      description="Crawlers by the name they announce; answer engines by the readers their answers sent here."
      action={<SourceTag source="live" />}
    >
      {traffic.data ? (
        <AiTrafficTables traffic={traffic.data} />
      ) : traffic.isError ? (
        // As the other live figures say it; this card has its own Retry, since the page's retries only the overview.
        <p className="flex items-center gap-3 text-sm">
          <span className="text-muted-foreground">Unavailable</span>
          <Button size="sm" variant="outline" onClick={() => void traffic.refetch()}>
            Retry
          </Button>
        </p>
      ) : (
        <div role="status" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <span className="sr-only">Loading...</span>
        </div>
      )}
    </SectionCard>
  );
}
