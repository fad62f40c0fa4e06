import type { ReactNode } from "react";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

/** A link styled as a button that opens another site in a new tab; the name says so. */
export function ExternalLink({
  href,
  label,
  children,
  variant = "outline",
  size = "sm",
  className,
}: {
  href: string;
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={buttonVariants({ variant, size, className })}
    >
      {children}
    </a>
  );
}
