import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "wouter";
import type { PostCard } from "@shared/types";
import { LeafIcon } from "@/components/ui/icons";
import { cn, formatCardDate } from "@/lib/utils";
import { CategoryBadge } from "./category-badge";

export interface SearchResultRowProps {
  post: PostCard;
  id: string;
  authorName: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One option of the result listbox, named by all of its text (title first) so what is seen is
 * what is heard. It is the link itself (role="option" is allowed on <a href>),
 * so there is no interactive element nested inside an option.
 */
export function SearchResultRow({ post, id, authorName, active, onHover, onPick }: SearchResultRowProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // The results scroll inside the dialog; the highlighted row must stay in view as the arrows move.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: "nearest" });
  }, [active]);

  return (
    <Link
      ref={ref}
      href={`/blog/${post.slug}`}
      id={id}
      role="option"
      aria-selected={active}
      // Focus stays in the search box; the arrows move the highlight (aria-activedescendant).
      tabIndex={-1}
      onMouseMove={onHover}
      onClick={(event: MouseEvent) => {
        // A modified click opens a new tab: this dialog stays as it was.
        if (isPlainClick(event)) onPick();
      }}
      className={cn(
        "flex gap-3 rounded-lg p-3 outline-none transition-colors",
        active ? "bg-brand-pale ring-2 ring-brand-light" : "hover:bg-stone-100",
      )}
    >
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 shrink-0 rounded-md bg-brand-pale object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-brand-pale text-brand-light">
          <LeafIcon size={24} />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span data-part="title" className="line-clamp-2 font-semibold leading-snug text-stone-900">
          {post.title}
        </span>
        <span className="line-clamp-2 text-sm text-stone-700">{post.excerpt}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
          <CategoryBadge category={post.category} />
          <span>{authorName}</span>
          <time dateTime={post.createdAt}>{formatCardDate(post.createdAt)}</time>
        </span>
      </span>
    </Link>
  );
}
