import { Button } from "./button";
import { RefreshIcon } from "./icons";
import { cn } from "@/lib/utils";

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  className?: string;
}

export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center",
        className,
      )}
    >
      <p className="text-stone-800">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          Retry
        </Button>
      )}
    </div>
  );
}
