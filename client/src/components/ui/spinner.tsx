import { cn } from "@/lib/utils";

export interface SpinnerProps {
  /** Read to screen readers; shown too when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = "Loading...", showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3", className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-accent border-t-primary motion-reduce:animate-none"
      />
      <span className={showLabel ? "text-sm text-muted-foreground" : "sr-only"}>{label}</span>
    </div>
  );
}
