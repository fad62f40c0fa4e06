import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const inputClasses =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 " +
  "focus-visible:border-brand-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light/50";

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
