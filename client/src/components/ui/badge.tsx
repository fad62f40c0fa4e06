import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const variants = {
  default: "bg-brand text-white",
  soft: "bg-brand-pale text-brand",
  earth: "bg-brand-earth text-white",
  outline: "border border-brand/30 text-brand",
} as const;

export type BadgeVariant = keyof typeof variants;

export function badgeVariants({ variant = "soft", className }: { variant?: BadgeVariant; className?: string } = {}) {
  return cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", variants[variant], className);
}

export function Badge({
  variant,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
