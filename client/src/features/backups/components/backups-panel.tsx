import type { BackupsOverview } from "@shared/schemas";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatBytes } from "@/lib/format-bytes";
import { formatStamp } from "@/lib/format-stamp";
import { formatScheduled } from "@/lib/schedule-time";
import { useBackupsOverview } from "../api/get-backups";
import { fromNow, REASON_LABELS, retentionText, SCHEDULE_OFF_TEXT } from "../lib/backup-words";
import { BackUpNowButton } from "./back-up-now-button";
import { CheckStatus } from "./check-status";
import { SnapshotTable } from "./snapshot-table";

const subheading = "text-sm font-semibold text-emphasis";

function LastSnapshot({ overview }: { overview: BackupsOverview }) {
  const [newest] = overview.snapshots;
  if (!newest) return <p className="text-sm text-body">None yet.</p>;
  const { lastGood } = overview;
  return (
    <div className="space-y-1 text-sm text-body">
      <p>
        <time dateTime={newest.createdAt} className="font-medium text-emphasis">
          {formatStamp(newest.createdAt)}
        </time>{" "}
        · {formatBytes(newest.bytes)} · {REASON_LABELS[newest.reason]}
      </p>
      <CheckStatus check={newest.check} />
      {/* The newest one failed its check: say which copy a restore would rely on. */}
      {lastGood && lastGood.id !== newest.id && (
        <p>
          Last good: <time dateTime={lastGood.createdAt}>{formatStamp(lastGood.createdAt)}</time>
        </p>
      )}
    </div>
  );
}

function Schedule({ overview }: { overview: BackupsOverview }) {
  return (
    <div className="space-y-1 text-sm text-body">
      {overview.nextDueAt === null ? (
        <p>{SCHEDULE_OFF_TEXT}</p>
      ) : (
        <p>
          Next snapshot:{" "}
          <time dateTime={overview.nextDueAt} title={formatScheduled(overview.nextDueAt)} className="font-medium text-emphasis">
            {fromNow(overview.nextDueAt)}
          </time>
        </p>
      )}
      <p>{retentionText(overview.retention)}</p>
      <p>
        Folder: <code className="break-all rounded bg-muted px-1 py-0.5 text-emphasis">{overview.folder}</code>
      </p>
    </div>
  );
}

const emptyText = (overview: BackupsOverview) =>
  overview.everyHours === 0
    ? 'No snapshots yet. Scheduled snapshots are off, so none is taken by itself: press "Back up now" to take one.'
    : "No snapshots yet. The first one is taken within a few minutes of starting the server.";

function Overview({ overview }: { overview: BackupsOverview }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <h3 className={subheading}>Last snapshot</h3>
          <LastSnapshot overview={overview} />
        </div>
        <div className="space-y-2">
          <h3 className={subheading}>Schedule</h3>
          <Schedule overview={overview} />
        </div>
      </div>
      <div className="space-y-2">
        <h3 className={subheading}>Kept snapshots</h3>
        {overview.snapshots.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText(overview)}</p>
        ) : (
          <SnapshotTable snapshots={overview.snapshots} />
        )}
      </div>
    </div>
  );
}

/** The server's own copies of the site: the last one and its check, the schedule, and every kept one to download. */
export function BackupsPanel() {
  const overview = useBackupsOverview();
  return (
    <SectionCard
      id="snapshots-heading"
      title="Snapshots"
      description="Copies of the whole site the server takes by itself, each checked once written."
      action={<BackUpNowButton />}
    >
      {overview.isPending && <SkeletonList label="Loading the snapshots" count={3} rowClassName="h-10" />}
      {overview.isError && <ErrorState message="We couldn't load the snapshots." onRetry={() => void overview.refetch()} />}
      {overview.isSuccess && <Overview overview={overview.data} />}
    </SectionCard>
  );
}
