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
import { ApiError } from "@/lib/api-client";

/** The server's own reason when it gave one ("cancelled already", "publish the post again"). */
function reasonOf(error: unknown, fallback: string): string {
  const said = error instanceof ApiError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
  return typeof said === "string" ? said : fallback;
}

export interface SendActionDialogProps<Result> {
  sendId: string;
  /** The button that opens the dialog, and the one that confirms in it. */
  action: string;
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

/** A newsletter action the author confirms first (cancel, send to the rest): neither can be undone. */
export function SendActionDialog<Result>({
  sendId,
  action,
  busy,
  title,
  description,
  keep,
  destructive = false,
  mutation,
  done,
  failed,
}: SendActionDialogProps<Result>) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    // While the request runs the dialog stays, so its outcome is seen where it was asked for.
    if (mutation.isPending) return;
    setOpen(next);
    if (next) setError(null);
  };

  const confirm = () => {
    setError(null);
    mutation.mutate(sendId, {
      onSuccess: (result) => {
        setOpen(false);
        toast(done(result));
      },
      onError: (failure) => {
        setError(reasonOf(failure, `${failed} Try again.`));
        toast({ title: "Error", description: failed, variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-1/2 max-w-md -translate-y-1/2 space-y-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{title}</DialogTitle>
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
            {mutation.isPending ? busy : action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
