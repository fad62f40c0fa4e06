import type { ReactNode } from "react";
import type { ImportJob } from "@shared/schemas";
import { buttonVariants } from "@/components/ui/button";
import { formatCount } from "@/lib/report-format";
import { importUrl } from "../api/get-import";
import { OUTCOME_LABELS } from "../lib/import-status";
import { FigureGrid } from "./figure-grid";

export function ImportCounts({ counts }: { counts: ImportJob["counts"] }) {
  return (
    <FigureGrid
      label="What became of the file's items"
      className="lg:grid-cols-5"
      figures={(Object.keys(OUTCOME_LABELS) as (keyof typeof OUTCOME_LABELS)[]).map((outcome) => ({
        name: OUTCOME_LABELS[outcome],
        value: counts[outcome],
      }))}
    />
  );
}

const outcomeTone: Record<keyof typeof OUTCOME_LABELS, string> = {
  imported: "text-primary",
  updated: "text-primary",
  unchanged: "text-body",
  skipped: "text-warning",
  failed: "text-destructive-strong",
};

/** The first lines of the report, each item with its outcome and reason; the whole report is the CSV. */
export function ImportReport({ job, children }: { job: ImportJob; /** Actions beside the download. */ children?: ReactNode }) {
  const total = Object.values(job.counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className="space-y-3">
      {job.report.length === 0 ? (
        <p className="text-sm text-muted-foreground">The report has no lines yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Import report, first lines</caption>
            <thead className="bg-muted text-emphasis">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Outcome
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {job.report.map((line, index) => (
                <tr key={index}>
                  <td className={`whitespace-nowrap px-3 py-2 font-medium ${outcomeTone[line.outcome]}`}>{OUTCOME_LABELS[line.outcome]}</td>
                  <td className="px-3 py-2 text-body">
                    {line.path ? (
                      <a
                        href={line.path}
                        className="rounded text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {line.title || line.originalId}
                      </a>
                    ) : (
                      line.title || line.originalId
                    )}
                    {line.kind !== "post" && <span className="ml-2 text-xs text-muted-foreground">({line.kind})</span>}
                  </td>
                  <td className="px-3 py-2 text-body">{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > job.report.length && job.report.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Showing the first {formatCount(job.report.length)} of {formatCount(total)} lines.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {/* A plain link: the browser saves the file with the session cookie, no script needed. */}
        <a href={`${importUrl(job.id)}/report.csv`} download className={buttonVariants({ variant: "outline" })}>
          Download full report (CSV)
        </a>
        {children}
      </div>
    </div>
  );
}
