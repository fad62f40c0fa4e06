import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/**
 * The card's title link, stretched over the whole card with ::after so the card is one big
 * target while screen readers hear only the title as the link's name.
 */
export function CardLink({ slug, children, className }: { slug: string; children: ReactNode; className?: string }) {
  return (
    <Link
      href={`/blog/${slug}`}
      className={cn(
        "after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none",
        "focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2",
        className,
      )}
    >
      {children}
    </Link>
  );
}
