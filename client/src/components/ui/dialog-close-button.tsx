import * as Dialog from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";

/** The cross that closes a dialog or sheet; its label says what closes ("Close search"). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <XIcon size={20} />
    </Dialog.Close>
  );
}
