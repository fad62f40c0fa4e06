import { ANALYTICS, type AnalyticsRange } from "@shared/analytics";
import { Button } from "@/components/ui/button";

export function RangeToggle({ value, onChange }: { value: AnalyticsRange; onChange: (days: AnalyticsRange) => void }) {
  return (
    <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
      {ANALYTICS.rangesDays.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={days === value ? "default" : "outline"}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          Last {days} days
        </Button>
      ))}
    </div>
  );
}
