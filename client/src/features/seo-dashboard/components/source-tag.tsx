import { cn } from "@/lib/utils";

export type FigureSource = "live" | "sample";

/** Says where a figure comes from: this site, now ('Live'), or the spec's made-up numbers ('Sample figure'). */
export function SourceTag({ source, className }: { source: FigureSource; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide",
        source === "live" ? "bg-accent text-primary" : "border border-input text-muted-foreground",
        className,
      )}
    >
      {source === "live" ? "Live" : "Sample figure"}
    </span>
  );
}
