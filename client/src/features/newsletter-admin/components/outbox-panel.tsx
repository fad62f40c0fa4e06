import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonList } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { useOutbox, useOutboxEntry } from "../api/outbox";

const sentAt = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function OutboxMessage({ id }: { id: string }) {
  const entry = useOutboxEntry(id);
  if (entry.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading the message" />;
  if (entry.isError) return <ErrorState message="We couldn't open this message." onRetry={() => void entry.refetch()} />;
  const mail = entry.data;
  return (
    <article aria-label={`Message: ${mail.subject}`} className="space-y-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all text-foreground">{mail.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="text-foreground">{mail.subject}</dd>
        <dt className="text-muted-foreground">Written</dt>
        <dd className="text-foreground">{sentAt(mail.sentAt)}</dd>
      </dl>
      <Tabs defaultValue="html">
        <TabsList aria-label="Message part" className="inline-flex">
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* Sandboxed: the mail's HTML runs no script and reaches nothing of the admin page. */}
          <iframe
            title={`The HTML of "${mail.subject}"`}
            sandbox=""
            srcDoc={mail.html}
            className="h-[32rem] w-full rounded-lg border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-background p-4 text-sm text-foreground">
            {mail.text}
          </pre>
        </TabsContent>
      </Tabs>
    </article>
  );
}

/** What the site would have sent, when no SMTP server is configured: newest first, each opened as its reader would see it. */
export function OutboxPanel() {
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);

  if (outbox.isPending) {
    return <SkeletonList label="Loading the outbox" count={3} rowClassName="h-12" />;
  }
  if (outbox.isError) return <ErrorState message="We couldn't load the outbox." onRetry={() => void outbox.refetch()} />;
  if (outbox.data.length === 0) {
    return (
      <div className="py-6 text-center text-muted-foreground">
        <p>The outbox is empty.</p>
        <p className="text-sm">
          With no SMTP server configured (SMTP_URL), every mail the site would send lands here, exactly as it would have gone out.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul aria-label="Messages, newest first" className="divide-y divide-border self-start rounded-lg border border-border">
        {outbox.data.map((mail) => (
          <li key={mail.id}>
            <Button
              variant="ghost"
              aria-pressed={openId === mail.id}
              onClick={() => setOpenId(mail.id)}
              className={cn(
                "h-auto w-full flex-col items-start gap-0.5 whitespace-normal rounded-none px-3 py-2 text-left",
                openId === mail.id && "bg-accent",
              )}
            >
              <span className="font-medium text-foreground">{mail.subject}</span>
              <span className="break-all text-xs text-muted-foreground">
                {mail.to} · {sentAt(mail.sentAt)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      <div>
        {openId ? <OutboxMessage id={openId} /> : <p className="py-6 text-center text-muted-foreground">Choose a message to read it.</p>}
      </div>
    </div>
  );
}
