import type { ReactNode } from "react";
import { Link } from "wouter";
import { badgeVariants } from "@/components/ui/badge";
import { track } from "@/lib/track";
import { cn } from "@/lib/utils";
import { recordTagClick } from "@/lib/visitor-interactions";

/** A link to a tag's page; the click is remembered to rank tag pages and counted in analytics. */
export function TagLink({ tag, className, children }: { tag: string; className?: string; children?: ReactNode }) {
  return (
    <Link
      href={`/tags/${encodeURIComponent(tag)}`}
      onClick={() => {
        recordTagClick(tag);
        track({ name: "tag_click", params: { tag } });
      }}
      className={cn(
        badgeVariants({ variant: "soft" }),
        "transition-colors hover:bg-primary hover:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children ?? tag}
    </Link>
  );
}
