import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@/lib/utils";
import { XIcon } from "lucide-react";
import { dismissToast, useToast, type ToastVariant } from "./use-toast";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-border bg-card text-foreground",
  destructive: "border-destructive bg-destructive text-white",
};

export interface ToasterProps {
  durationMs: number;
  swipeDirection: "right" | "left" | "up" | "down";
  swipeThresholdPx: number;
  hotkey: string[];
  maxWidthPx: number;
}

/** Radix's provider, the store's toasts and their viewport. */
export function Toaster({ durationMs, swipeDirection, swipeThresholdPx, hotkey, maxWidthPx }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={durationMs} swipeDirection={swipeDirection} swipeThreshold={swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            "toast-root group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg",
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <XIcon size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={hotkey}
        style={{ maxWidth: maxWidthPx }}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
