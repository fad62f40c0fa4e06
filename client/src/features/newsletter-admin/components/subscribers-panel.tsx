import { useId, useRef, useState, type ChangeEvent } from "react";
import type { AdminSubscriber, SubscriberImportResult } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Input, Label } from "@/components/ui/field";
import { SkeletonList } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { Notice } from "@/components/ui/notice";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";
import { formatCardDate } from "@/lib/format-date";
import { ConfirmationsWaitingNotice } from "./confirmations-waiting-notice";
import { SUBSCRIBERS_EXPORT_URL, type StatusFilter, useImportSubscribers, useRemoveSubscriber, useSubscribers } from "../api/subscribers";

const STATUS_LABELS: Record<AdminSubscriber["status"], string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
];

function importSummary(result: SubscriberImportResult): string {
  const parts = [`${result.added} added`, `${result.alreadyListed} already on the list (left as they were)`];
  if (result.confirmationsQueued > 0) parts.push(`${result.confirmationsQueued} sent a confirmation link`);
  if (result.invalid.length > 0)
    parts.push(`${result.invalid.length} rows not imported (lines ${result.invalid.map((row) => row.line).join(", ")})`);
  return `Import finished: ${parts.join("; ")}.`;
}

export function SubscribersPanel() {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const q = useDebouncedValue(text.trim(), 300);
  const list = useSubscribers({ q, status });
  const remove = useRemoveSubscriber();
  const importer = useImportSubscribers();
  const fileInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const counts = list.data?.counts;
  const total = counts ? counts.confirmed + counts.pending + counts.unsubscribed : undefined;

  const onRemove = (subscriber: AdminSubscriber) => {
    if (!window.confirm(`Remove ${subscriber.email} from the list? This cannot be undone.`)) return;
    remove.mutate(subscriber.id, {
      onSuccess: () => toast({ title: "Subscriber removed", description: `${subscriber.email} is no longer on the list.` }),
      onError: () => toast({ title: "Error", description: "Failed to remove the subscriber.", variant: "destructive" }),
    });
  };
  const onImport = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) importer.mutate(file);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const count = filter.value === "" ? total : counts?.[filter.value];
            return (
              <Button
                key={filter.label}
                size="sm"
                variant={status === filter.value ? "default" : "outline"}
                aria-pressed={status === filter.value}
                onClick={() => setStatus(filter.value)}
              >
                {filter.label}
                {count !== undefined && ` (${count})`}
              </Button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={SUBSCRIBERS_EXPORT_URL} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            Export CSV
          </a>
          <Button
            size="sm"
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={importer.isPending}
            aria-busy={importer.isPending}
          >
            {importer.isPending ? "Importing..." : "Import CSV"}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file to import"
            onChange={onImport}
          />
        </div>
      </div>
      {importer.isSuccess && <Notice tone="success">{importSummary(importer.data)}</Notice>}
      {importer.isError && <Notice tone="error">The file could not be imported: {importer.error.message.replace(/^\d+: /, "")}</Notice>}

      {list.data && <ConfirmationsWaitingNotice waiting={list.data.confirmationsWaiting} />}

      <div className="max-w-sm space-y-1">
        <Label htmlFor={searchId}>Search subscribers</Label>
        <Input
          id={searchId}
          type="search"
          placeholder="Part of an address"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>

      {list.isPending && <SkeletonList label="Loading subscribers" count={4} rowClassName="h-10" />}
      {list.isError && <ErrorState message="We couldn't load the subscribers." onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <p className="py-6 text-center text-muted-foreground">{q || status ? "No subscribers match." : "No subscribers yet."}</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <div aria-busy={list.isPlaceholderData} className={cn("overflow-x-auto", list.isPlaceholderData && "opacity-60")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers, newest first</caption>
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Signed up
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="break-all py-2 pr-4 text-foreground">{subscriber.email}</td>
                  <td className="py-2 pr-4">
                    <Badge variant={subscriber.status === "confirmed" ? "soft" : "outline"}>{STATUS_LABELS[subscriber.status]}</Badge>
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4 text-muted-foreground">{formatCardDate(subscriber.createdAt)}</td>
                  <td className="py-2 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onRemove(subscriber)}
                      disabled={remove.isPending && remove.variables === subscriber.id}
                      aria-label={`Remove ${subscriber.email}`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.total > list.data.items.length && (
            <p className="pt-3 text-sm text-muted-foreground">
              Showing {list.data.items.length} of {list.data.total}; search to find the others.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
