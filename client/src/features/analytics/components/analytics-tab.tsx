import { useState } from "react";
import { Link } from "wouter";
import type { AnalyticsRange } from "@shared/analytics";
import { PAGE_ROUTES } from "@shared/routes";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useAnalytics } from "../api/analytics";
import { AnalyticsReportView } from "./analytics-report";
import { RangeToggle } from "./range-toggle";

const DEFAULT_RANGE: AnalyticsRange = 30;

const description = (
  <>
    Counted by Furrow itself, without cookies.{" "}
    <Link href={PAGE_ROUTES.privacy} className="text-primary underline underline-offset-2 hover:no-underline">
      What is counted
    </Link>
  </>
);

export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsRange>(DEFAULT_RANGE);
  const report = useAnalytics(days);
  return (
    <SectionCard
      id="analytics-heading"
      title="Analytics"
      description={description}
      action={<RangeToggle value={days} onChange={setDays} />}
    >
      {report.isPending && <SkeletonList label="Loading analytics" count={4} rowClassName="h-16" />}
      {report.isError && <ErrorState message="We couldn't load the analytics." onRetry={() => void report.refetch()} />}
      {report.data && (
        // The previous range stays readable, dimmed, until the new one arrives.
        <div aria-busy={report.isPlaceholderData} className={cn("transition-opacity", report.isPlaceholderData && "opacity-60")}>
          <AnalyticsReportView report={report.data} />
        </div>
      )}
    </SectionCard>
  );
}
