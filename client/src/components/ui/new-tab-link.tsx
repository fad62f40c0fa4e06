import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const LINK_CLASS =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A link the admin opens beside itself (an article, a reader's profile on their own server): a new
 * tab that is handed nothing of this page, and a name that says it opens one.
 */
export function NewTabLink({ href, name, className, children }: { href: string; name: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} (opens in a new tab)`}
      className={cn(LINK_CLASS, className)}
    >
      {children}
    </a>
  );
}
