import type { NewsletterSendSummary } from "@shared/types";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonList } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatCardDate } from "@/lib/format-date";
import { useNewsletterSends, useRetryFailed } from "../api/sends";
import { CancelSend, ResumeSend } from "./send-actions";
import { SendClicks } from "./send-clicks";

const CANCELLED_BECAUSE: Record<NonNullable<NewsletterSendSummary["cancelReason"]>, string> = {
  deleted: "the post was deleted",
  unpublished: "the post was unpublished",
  author: "you cancelled it",
};

/** Still going out: queuing, or some delivery not yet handed over; a cancelled send is neither. */
const cancellable = (send: NewsletterSendSummary) => send.cancelledAt === null && (send.preparing || send.pending > 0);

function SendProgress({ send }: { send: NewsletterSendSummary }) {
  const total = Math.max(send.queued, send.sent + send.failed + send.pending + send.skipped + send.cancelled);
  const done = send.sent + send.failed + send.skipped + send.cancelled;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={`Progress of "${send.postTitle}"`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-accent"
      >
        <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-body">
        {send.preparing && send.cancelledAt === null ? "Queuing a delivery for each subscriber... " : ""}
        {send.sent} sent · {send.failed} failed · {send.pending} pending
        {send.skipped > 0 ? ` · ${send.skipped} skipped (left the list)` : ""}
        {send.cancelled > 0 ? ` · ${send.cancelled} cancelled` : ""}
      </p>
      {send.cancelledAt && send.cancelReason && (
        <p className="text-sm font-medium text-destructive-strong">
          Cancelled {formatCardDate(send.cancelledAt)}: {CANCELLED_BECAUSE[send.cancelReason]}. The rest will not be sent.
        </p>
      )}
    </div>
  );
}

/** Each post's newsletter: how far it has gone out, failed deliveries to try again, and the clicks on its links. */
export function SendsPanel() {
  const sends = useNewsletterSends();
  const retry = useRetryFailed();

  if (sends.isPending) {
    return <SkeletonList label="Loading the newsletters" count={2} rowClassName="h-16" />;
  }
  if (sends.isError) return <ErrorState message="We couldn't load the newsletters." onRetry={() => void sends.refetch()} />;
  if (sends.data.length === 0) {
    return (
      <p className="py-6 text-center text-muted-foreground">
        No newsletter sent yet. Tick "Email it to subscribers when published" in a post's settings, then publish it.
      </p>
    );
  }
  const onRetry = (send: NewsletterSendSummary) =>
    retry.mutate(send.id, {
      onSuccess: ({ retried }) => toast({ title: "Retrying", description: `${retried} failed deliveries are back in the queue.` }),
      onError: () => toast({ title: "Error", description: "Failed to retry the deliveries.", variant: "destructive" }),
    });

  return (
    <ul aria-label="Newsletters, newest first" className="divide-y divide-border">
      {sends.data.map((send) => (
        <li key={send.id} className="space-y-2 py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-foreground">{send.postTitle}</h3>
            <span className="text-sm text-muted-foreground">
              {send.content === "full" ? "Whole post" : "Excerpt"} · started {formatCardDate(send.startedAt)}
            </span>
          </div>
          <SendProgress send={send} />
          <SendClicks send={send} />
          {send.lastError && (send.pending > 0 || send.failed > 0) && (
            <p className="text-sm text-destructive-strong">The mail server said: {send.lastError}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {send.failed > 0 && send.cancelledAt === null && (
              <Button size="sm" variant="outline" onClick={() => onRetry(send)} disabled={retry.isPending && retry.variables === send.id}>
                Retry {send.failed} failed
              </Button>
            )}
            {cancellable(send) && <CancelSend send={send} />}
            {send.cancelledAt !== null && send.cancelled > 0 && <ResumeSend send={send} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
