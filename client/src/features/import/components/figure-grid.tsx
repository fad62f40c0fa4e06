import { formatCount } from "@/lib/report-format";
import { cn } from "@/lib/utils";

/** Counts as labelled figures: a description list, so each number is read with its name. */
export function FigureGrid({
  label,
  figures,
  className,
}: {
  label: string;
  figures: { name: string; value: number }[];
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6", className)}>
      {figures.map((figure) => (
        <div key={figure.name} className="rounded-lg border border-border bg-background px-3 py-2">
          <dt className="text-sm text-muted-foreground">{figure.name}</dt>
          <dd className="font-serif text-2xl font-bold text-primary">{formatCount(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
