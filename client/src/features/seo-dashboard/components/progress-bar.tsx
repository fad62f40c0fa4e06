import { cn } from "@/lib/utils";
import { TONE_CLASSES, type RatingTone } from "../lib/score-rating";

export interface ProgressBarProps {
  value: number;
  max?: number;
  tone: RatingTone | "brand";
  /** Read to screen readers, e.g. "GEO Score: 92 out of 100". */
  label: string;
  className?: string;
}

export function ProgressBar({ value, max = 100, tone, label, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted-strong", className)}
    >
      <div
        className={cn("h-full rounded-full", tone === "brand" ? "bg-primary-light" : TONE_CLASSES[tone].bar)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
