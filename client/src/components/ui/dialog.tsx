import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type { ComponentProps, RefObject } from "react";
import { cn } from "@/lib/utils";

// Radix Dialog in the house manner, so the search, history and newsletter dialogs and the mobile
// menu share one overlay, one panel and one close button instead of copies of their classes.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayVariants = cva("overlay-fade fixed inset-0 z-50", {
  variants: { variant: { panel: "bg-black/50", sheet: "bg-black/40" } },
  defaultVariants: { variant: "panel" },
});

const contentVariants = cva("fixed z-50 bg-card outline-none", {
  variants: {
    variant: {
      // Centred across the screen with a margin on phones; each dialog sets its top, height and widest width.
      panel: "overlay-fade left-1/2 w-[calc(100%-1.5rem)] -translate-x-1/2 rounded-xl shadow-2xl",
      // Full height against the right edge, sliding in.
      sheet: "sheet-right inset-y-0 right-0 shadow-xl",
    },
  },
  defaultVariants: { variant: "panel" },
});

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & {
    /**
     * Where focus goes back on close, for a dialog opened from outside a Radix trigger (a lazily
     * loaded one, or an opener that is gone). Only while nothing else holds focus: a dialog closed
     * to open another leaves focus in that one, whose trap would not take it back from outside.
     */
    returnFocusRef?: RefObject<HTMLElement | null>;
  };

/** Focus was in the closed dialog, which is gone: nothing holds it now. */
const isFocusLost = () => document.activeElement === null || document.activeElement === document.body;

/** The dialog's box over a dimmed page, rendered at the end of the body. */
export function DialogContent({ variant, className, returnFocusRef, onCloseAutoFocus, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayVariants({ variant })} />
      <DialogPrimitive.Content
        className={cn(contentVariants({ variant }), className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnFocusRef?.current) return;
          event.preventDefault();
          if (isFocusLost()) returnFocusRef.current.focus();
        }}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("font-serif text-xl font-bold text-primary", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The cross that closes a dialog or sheet; its label says what closes ("Close search"). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className="inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <XIcon size={20} />
    </DialogPrimitive.Close>
  );
}
