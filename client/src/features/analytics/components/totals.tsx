import type { AnalyticsReport } from "@shared/types";
import { formatCount } from "@/lib/report-format";

const FIGURES: { key: keyof AnalyticsReport["totals"]; label: string }[] = [
  { key: "visitors", label: "Visitors" },
  { key: "pageViews", label: "Page views" },
  { key: "searches", label: "Searches" },
];

export function Totals({ totals }: { totals: AnalyticsReport["totals"] }) {
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="rounded-xl border border-border bg-card px-3 py-2 sm:px-4 sm:py-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-serif text-2xl font-bold tabular-nums text-primary sm:text-3xl">{formatCount(totals[key])}</dd>
          </div>
        ))}
      </dl>
      {/* Readers are told apart within a day only (nothing links two days' visits), so the sum can't be "people". */}
      <p className="text-xs text-muted-foreground">
        Visitors are counted per day: a reader who comes back on three days counts three times.
      </p>
    </div>
  );
}
