import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const tones = {
  info: "border-border bg-background text-body",
  later: "border-warning-border bg-warning-soft text-warning",
  error: "border-destructive-border bg-destructive-soft text-destructive-strong",
  success: "border-primary/20 bg-accent text-primary",
} as const;

/** A short message in a tinted box; errors are announced. */
export function Notice({ tone = "info", children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={cn("rounded-lg border px-3 py-2 text-sm", tones[tone], className)}>
      {children}
    </p>
  );
}
