import { type ReactNode, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";

export interface ConfirmActionDialogProps<Result> {
  /** What the mutation is called with: the id of the thing acted on. */
  subject: string;
  /** The button that opens the dialog. */
  trigger: string;
  /** Its accessible name, where the visible word alone would be one of many alike ("Remove" in a list). */
  triggerLabel?: string;
  /** The button that confirms; the trigger's word unless said. */
  confirm?: string;
  /** What the confirming button says while the request runs. */
  busy: string;
  title: string;
  description: ReactNode;
  /** Closes the dialog without doing anything. */
  keep: string;
  destructive?: boolean;
  mutation: UseMutationResult<Result, Error, string>;
  done: (result: Result) => { title: string; description: string };
  failed: string;
}

/**
 * An action the author confirms first because it cannot be undone (cancelling a newsletter,
 * removing a follower). While the request runs the dialog stays, so its outcome is seen where it
 * was asked for; a refusal shows the server's own reason in it.
 */
export function ConfirmActionDialog<Result>({
  subject,
  trigger,
  triggerLabel,
  confirm: confirmWord = trigger,
  busy,
  title,
  description,
  keep,
  destructive = false,
  mutation,
  done,
  failed,
}: ConfirmActionDialogProps<Result>) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    setOpen(next);
    if (next) setError(null);
  };

  const confirm = () => {
    setError(null);
    mutation.mutate(subject, {
      onSuccess: (result) => {
        setOpen(false);
        toast(done(result));
      },
      onError: (failure) => {
        setError(serverMessage(failure) ?? `${failed} Try again.`);
        toast({ title: "Error", description: failed, variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-1/2 max-w-md -translate-y-1/2 space-y-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogCloseButton label="Close" />
        </div>
        <DialogDescription className="text-body">{description}</DialogDescription>
        {error && (
          <p role="alert" className="text-sm text-destructive-strong">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              {keep}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "default"}
            onClick={confirm}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? busy : confirmWord}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
