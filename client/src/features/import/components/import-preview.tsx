import type { ImportJob, ImportPreview as Preview } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { formatCount, plural } from "@/lib/report-format";
import { FigureGrid } from "./figure-grid";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the file holds, before anything is written: the author confirms or walks away. */
export function ImportPreview({
  job,
  preview,
  onConfirm,
  onCancel,
  busy,
}: {
  job: ImportJob;
  preview: Preview;
  onConfirm: () => void;
  onCancel: () => void;
  /** A confirm or cancel is on its way: both buttons wait for it. */
  busy: boolean;
}) {
  const skipped = Object.entries(preview.skipped).filter(([, count]) => count > 0);
  // Published, drafts and scheduled are three kinds of post; all of them are imported.
  const toImport = preview.posts + preview.drafts + preview.scheduled + (preview.pages ?? 0);
  return (
    <div className="space-y-5">
      <h3 className="font-semibold text-emphasis">What {job.fileName} holds</h3>
      <FigureGrid
        label="In the file"
        figures={[
          { name: "Published", value: preview.posts },
          { name: "Drafts", value: preview.drafts },
          { name: "Scheduled", value: preview.scheduled },
          { name: "Pages", value: preview.pages ?? 0 },
          { name: "Comments", value: preview.comments },
          { name: "Tags", value: preview.tags },
          { name: "Images", value: preview.images },
        ]}
      />
      {skipped.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-emphasis">Not imported</h4>
          <ul aria-label="Not imported" className="flex flex-wrap gap-2 text-sm">
            {skipped.map(([kind, count]) => (
              <li key={kind} className="rounded-full border border-border bg-background px-3 py-1 text-body">
                {capitalised(kind)}: <span className="font-semibold">{formatCount(count)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.warnings.length > 0 && (
        <div className="space-y-2 rounded-lg border border-warning-border bg-warning-soft px-4 py-3">
          <h4 className="text-sm font-semibold text-warning">{plural(preview.warnings.length, "warning", "warnings")}</h4>
          <ul aria-label="Warnings" className="list-disc space-y-1 pl-5 text-sm text-warning">
            {preview.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {toImport === 0 && <p className="text-sm text-body">The file holds no posts to import.</p>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onConfirm} disabled={busy || toImport === 0}>
          Import {plural(toImport, "post", "posts")}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
