import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const tones = {
  info: "border-stone-200 bg-stone-50 text-stone-700",
  later: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-brand/20 bg-brand-pale text-brand",
} as const;

/** A short message in a tinted box; errors are announced. */
export function Notice({ tone = "info", children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={cn("rounded-lg border px-3 py-2 text-sm", tones[tone], className)}>
      {children}
    </p>
  );
}
