import type { ImportJob } from "@shared/schemas";
import { formatCount } from "@/lib/report-format";
import { formatBytes } from "@/lib/format-bytes";

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
          className={
            known
              ? "h-full bg-primary transition-[width] motion-reduce:transition-none"
              : "h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none"
          }
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-body">
        <span className="font-semibold text-emphasis">{text}</span> items written
      </p>
    </div>
  );
}

/** The file on its way; once all of it is sent the server still has to store it before it answers. */
export function UploadProgress({ file, sent }: { file: File; sent: { bytes: number; total: number } | null }) {
  const percent = sent && sent.total > 0 ? Math.min(100, Math.round((sent.bytes / sent.total) * 100)) : null;
  const text =
    percent === null
      ? `Uploading ${file.name} (${formatBytes(file.size)})…`
      : percent < 100
        ? `Uploading ${file.name}: ${formatBytes(sent!.bytes)} of ${formatBytes(sent!.total)} sent`
        : `${file.name} is uploaded; the server is storing it…`;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${file.name}`}
        aria-valuemin={0}
        aria-valuemax={percent === null ? undefined : 100}
        aria-valuenow={percent ?? undefined}
        className="h-3 w-full overflow-hidden rounded-full bg-accent"
      >
        {percent === null ? (
          <div className="h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none" />
        ) : (
          <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        )}
      </div>
      <p className="text-sm text-body">{text}</p>
    </div>
  );
}
