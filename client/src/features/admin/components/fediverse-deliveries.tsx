import type { FediverseDeliveries as Deliveries, FediverseDelivery } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatStamp } from "@/lib/format-stamp";
import { formatCount } from "@/lib/report-format";
import { cn } from "@/lib/utils";
import { useFediverseDeliveries } from "../api/fediverse";
import { DELIVERY_STATUS_LABELS, deliveryTotals } from "../lib/fediverse-words";

const cell = "px-3 py-2 align-top";
const head = `${cell} font-semibold`;

function Totals({ counts }: { counts: Deliveries["counts"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {deliveryTotals(counts).map((total) => (
        <div key={total.label} className="rounded-lg border border-border px-3 py-2">
          <dt className="text-sm text-muted-foreground">{total.label}</dt>
          <dd className="text-xl font-semibold text-emphasis">{formatCount(total.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why it has not gone yet, and when it is tried again; a queued one with no error is simply waiting its turn. */
function Reason({ delivery }: { delivery: FediverseDelivery }) {
  if (!delivery.lastError) return <span className="text-muted-foreground">None</span>;
  return (
    <>
      <span className="break-words">{delivery.lastError}</span>
      {delivery.status === "pending" && (
        <span className="block text-muted-foreground">
          Next try <time dateTime={delivery.nextAttemptAt}>{formatStamp(delivery.nextAttemptAt)}</time>
        </span>
      )}
    </>
  );
}

function DeliveryRow({ delivery }: { delivery: FediverseDelivery }) {
  return (
    <tr>
      <td className={cn(cell, "whitespace-nowrap")}>
        <time dateTime={delivery.createdAt}>{formatStamp(delivery.createdAt)}</time>
      </td>
      <td className={cell}>{delivery.kind}</td>
      <td className={cn(cell, "break-all")}>{delivery.server}</td>
      <td className={cell}>
        <Badge variant={delivery.status === "done" ? "soft" : "outline"}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
      </td>
      <td className={cell}>{delivery.attempts}</td>
      {/* Wide enough on a phone that a reason reads in a few lines: the table scrolls sideways instead. */}
      <td className={cn(cell, "min-w-64")}>
        <Reason delivery={delivery} />
      </td>
    </tr>
  );
}

function LatestTable({ latest }: { latest: FediverseDelivery[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest deliveries, newest first</caption>
        <thead className="bg-muted text-emphasis">
          <tr>
            {["Queued at", "Kind", "Server", "Status", "Attempts", "Last error"].map((name) => (
              <th key={name} scope="col" className={head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border text-body">
          {latest.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the blog sent to followers' servers (posts, edits, withdrawals, answers to follows), and what is stuck. */
export function FediverseDeliveries() {
  const deliveries = useFediverseDeliveries();
  return (
    <SectionCard
      id="fediverse-deliveries-heading"
      title="Deliveries"
      description="Posts, edits and answers to follows sent to followers' servers. A server that cannot be reached is tried again later; one that refuses, or stays unreachable, is given up on."
    >
      {deliveries.isPending && <SkeletonList label="Loading the deliveries" count={3} rowClassName="h-10" />}
      {deliveries.isError && <ErrorState message="We couldn't load the deliveries." onRetry={() => void deliveries.refetch()} />}
      {deliveries.isSuccess && (
        <>
          <Totals counts={deliveries.data.counts} />
          {deliveries.data.latest.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              Nothing sent yet. Each post goes to followers&apos; servers as it is published.
            </p>
          ) : (
            <LatestTable latest={deliveries.data.latest} />
          )}
        </>
      )}
    </SectionCard>
  );
}
