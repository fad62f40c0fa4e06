import { Link } from "wouter";
import { badgeVariants } from "@/components/ui/badge";
import { track } from "@/lib/track";
import { cn } from "@/lib/utils";
import { recordTagClick } from "@/lib/visitor-interactions";

export function ArticleTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags" className={className}>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={`/tags/${encodeURIComponent(tag)}`}
              onClick={() => {
                // Feeds the tag page's ranking (spec section 9) and the analytics tag-click event.
                recordTagClick(tag);
                track({ name: "tag_click", params: { tag } });
              }}
              className={badgeVariants({
                variant: "soft",
                className:
                  "px-3 py-1 text-sm transition-colors hover:bg-brand hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light",
              })}
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
