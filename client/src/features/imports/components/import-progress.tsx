import type { ImportJob } from "@shared/schemas";
import { formatCount } from "@/lib/report-format";
import { formatBytes } from "../lib/import-status";

/** The writing's progress; without a total yet the bar is indeterminate rather than stuck at zero. */
export function ImportProgress({ progress }: { progress: ImportJob["progress"] }) {
  const { done, total } = progress;
  const known = total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = known ? `${formatCount(done)} of ${formatCount(total)}` : "Starting…";
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={known ? `${text} items written` : undefined}
        className="h-3 w-full overflow-hidden rounded-full bg-accent"
      >
        <div
          className={known ? "h-full bg-primary transition-[width] motion-reduce:transition-none" : "h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none"}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-body">
        <span className="font-semibold text-emphasis">{text}</span> items written
      </p>
    </div>
  );
}

/** An upload has no figures the client can read through fetch: an indeterminate bar and the file named. */
export function UploadProgress({ file }: { file: File }) {
  return (
    <div className="space-y-2">
      <div role="progressbar" aria-label={`Uploading ${file.name}`} className="h-3 w-full overflow-hidden rounded-full bg-accent">
        <div className="h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none" />
      </div>
      <p className="text-sm text-body">Uploading {file.name} ({formatBytes(file.size)})…</p>
    </div>
  );
}
