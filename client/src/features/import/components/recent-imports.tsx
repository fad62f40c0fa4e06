import type { UseQueryResult } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatStamp } from "@/lib/format-stamp";
import { isOpen, sourceLabel, STATUS_LABELS } from "../lib/import-status";

const badgeFor = (job: ImportJob): BadgeVariant => (isOpen(job.status) ? "default" : job.status === "done" ? "soft" : "outline");

/** Earlier imports with their status; any of them opens again with its report. */
export function RecentImports({
  imports,
  currentId,
  onView,
}: {
  imports: UseQueryResult<ImportJob[]>;
  currentId: string | null;
  onView: (id: string) => void;
}) {
  const content = () => {
    if (imports.isPending) return <SkeletonList label="Loading recent imports" count={3} rowClassName="h-12" />;
    if (imports.isError) return <ErrorState message="We couldn't load the recent imports." onRetry={() => void imports.refetch()} />;
    if (imports.data.length === 0)
      return <p className="py-4 text-center text-muted-foreground">No imports yet. Files you import are listed here with their report.</p>;
    const jobs = [...imports.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return (
      <ul aria-label="Recent imports, newest first" className="divide-y divide-border">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 space-y-1">
              <p className="truncate font-medium text-emphasis">{job.fileName}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={badgeFor(job)}>{STATUS_LABELS[job.status]}</Badge>
                <span>{sourceLabel(job)}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={job.createdAt}>{formatStamp(job.createdAt)}</time>
              </p>
            </div>
            {job.id === currentId ? (
              <span className="text-sm font-medium text-primary">Shown above</span>
            ) : (
              <Button variant="outline" size="sm" aria-label={`View import of ${job.fileName}`} onClick={() => onView(job.id)}>
                View
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <SectionCard id="recent-imports-heading" title="Recent imports">
      {content()}
    </SectionCard>
  );
}
