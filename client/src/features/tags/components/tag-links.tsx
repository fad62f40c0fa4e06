import { Link } from "wouter";
import { TAG_PAGE_CARD_TAGS } from "@shared/constants";
import { badgeVariants } from "@/components/ui/badge";
import { track } from "@/lib/track";
import { recordTagClick } from "@/lib/visitor-interactions";

/** Up to 3 tag links, then '+N' for the rest; a click is remembered to rank tag pages. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  const shown = tags.slice(0, TAG_PAGE_CARD_TAGS);
  const hidden = tags.length - shown.length;
  if (shown.length === 0) return null;
  return (
    // Above the card's stretched title link, so each tag stays its own target.
    <ul aria-label="Tags" className="relative z-10 flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag}>
          <Link
            href={`/tags/${encodeURIComponent(tag)}`}
            onClick={() => {
              recordTagClick(tag);
              track({ name: "tag_click", params: { tag } });
            }}
            className={badgeVariants({
              variant: "soft",
              className:
                "transition-colors hover:bg-brand hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light",
            })}
          >
            {tag}
          </Link>
        </li>
      ))}
      {hidden > 0 && (
        <li className={badgeVariants({ variant: "outline" })}>
          <span>+{hidden}</span>
          <span className="sr-only"> more tags</span>
        </li>
      )}
    </ul>
  );
}
