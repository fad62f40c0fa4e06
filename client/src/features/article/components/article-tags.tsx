import { Link } from "wouter";
import { badgeVariants } from "@/components/ui/badge";

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={`/tags/${encodeURIComponent(tag)}`}
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
