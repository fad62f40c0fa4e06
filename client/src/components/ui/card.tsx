import type { HTMLAttributes } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

export const cardVariants = cva("overflow-hidden rounded-xl border border-border bg-card shadow-sm", {
  variants: {
    /** A card that is one big link (a post card): it lifts while hovered and places its stretched link. */
    interactive: { true: "group relative flex flex-col transition-shadow hover:shadow-lg", false: "" },
  },
  defaultVariants: { interactive: false },
});

export function Card({ className, interactive, ...props }: HTMLAttributes<HTMLDivElement> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ interactive }), className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-5", className)} {...props} />;
}
