import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light focus-visible:ring-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-60 cursor-pointer";

const variants = {
  default: "bg-brand text-white hover:bg-brand-light",
  outline: "border border-brand/30 bg-white text-brand hover:bg-brand-pale",
  ghost: "text-brand hover:bg-brand-pale",
  earth: "bg-brand-earth text-white hover:bg-brand-earth/90",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The same classes for anything that should look like a button, e.g. a router link. */
export function buttonVariants({
  variant = "default",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
