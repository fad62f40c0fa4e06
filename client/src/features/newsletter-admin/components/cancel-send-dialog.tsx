import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { NewsletterSendSummary } from "@shared/types";
import { Button } from "@/components/ui/button";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCancelSend } from "../api/sends";

/** The server's own reason when it gave one ("cancelled already", "nothing left to cancel"). */
function reasonOf(error: unknown): string {
  const said = error instanceof ApiError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
  return typeof said === "string" ? said : "The newsletter could not be cancelled. Try again.";
}

/** "Cancel send", asking first: a cancelled newsletter cannot be resumed. */
export function CancelSendDialog({ send }: { send: NewsletterSendSummary }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSend();

  const changeOpen = (next: boolean) => {
    // While the request runs the dialog stays, so its outcome is seen where it was asked for.
    if (cancel.isPending) return;
    setOpen(next);
    if (next) setError(null);
  };

  const confirm = () => {
    setError(null);
    cancel.mutate(send.id, {
      onSuccess: ({ cancelled }) => {
        setOpen(false);
        toast({ title: "Newsletter cancelled", description: `${cancelled} waiting ${cancelled === 1 ? "delivery was" : "deliveries were"} cancelled.` });
      },
      onError: (failure) => {
        setError(reasonOf(failure));
        toast({ title: "Error", description: "Failed to cancel the newsletter.", variant: "destructive" });
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          Cancel send
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-fade fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="overlay-fade fixed left-1/2 top-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-card p-5 shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl font-bold text-primary">Cancel this newsletter?</Dialog.Title>
            <DialogCloseButton label="Close" />
          </div>
          <Dialog.Description className="text-sm text-body">
            "{send.postTitle}" will not go to the {send.pending} {send.pending === 1 ? "reader" : "readers"} still waiting for it
            {send.preparing ? ", nor to those not queued yet" : ""}. A message already on its way to the mail server may still
            arrive. A cancelled newsletter cannot be resumed.
          </Dialog.Description>
          {error && (
            <p role="alert" className="text-sm text-destructive-strong">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep sending
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
              {cancel.isPending ? "Cancelling..." : "Cancel send"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
