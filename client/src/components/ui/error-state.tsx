import { Button } from "./button";
import { RefreshCwIcon } from "lucide-react";
import { useEarlyInputRegion } from "@/lib/early-input";
import { cn } from "@/lib/utils";

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  className?: string;
}

export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  // A server-drawn error's Retry, pressed before the app started, retries once it has.
  const earlyInputRegion = useEarlyInputRegion<HTMLDivElement>();
  return (
    <div
      {...earlyInputRegion}
      role="alert"
      className={cn(
        "flex flex-col items-center gap-4 rounded-xl border border-destructive-border bg-destructive-soft px-6 py-8 text-center",
        className,
      )}
    >
      <p className="text-emphasis">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCwIcon size={16} />
          Retry
        </Button>
      )}
    </div>
  );
}
