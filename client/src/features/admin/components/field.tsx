import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const inputClasses =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-subtle " +
  "focus-visible:border-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50";

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
