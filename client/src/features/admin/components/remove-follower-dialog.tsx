import { useState } from "react";
import type { FediverseFollower } from "@shared/types";
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
import { useRemoveFollower } from "../api/fediverse";

const FAILED = "Failed to remove the follower.";

/** "Remove" beside a follower, confirmed first: their server is told at once, and it cannot be undone from here. */
export function RemoveFollowerDialog({ follower }: { follower: FediverseFollower }) {
  const remove = useRemoveFollower();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    // While the request runs the dialog stays, so its outcome is seen where it was asked for.
    if (remove.isPending) return;
    setOpen(next);
    if (next) setError(null);
  };

  const confirm = () => {
    setError(null);
    remove.mutate(follower.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Follower removed", description: `${follower.handle} no longer follows the blog.` });
      },
      onError: (failure) => {
        setError(serverMessage(failure) ?? `${FAILED} Try again.`);
        toast({ title: "Error", description: FAILED, variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Remove ${follower.handle}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent className="top-1/2 max-w-md -translate-y-1/2 space-y-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="break-words">Remove {follower.handle}?</DialogTitle>
          <DialogCloseButton label="Close" />
        </div>
        <DialogDescription className="text-body">
          They stop receiving the blog&apos;s posts, and their server ({follower.server}) is told they no longer follow it. They can follow
          again from their own app.
        </DialogDescription>
        {error && (
          <p role="alert" className="text-sm text-destructive-strong">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep follower
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending ? "Removing..." : "Remove follower"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
