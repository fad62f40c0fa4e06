import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "wouter";
import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { publicPath } from "@shared/page-addresses";
import { cn } from "@/lib/utils";
import { CategoryBadge } from "./category-badge";
import { PostCover, PostDate } from "@/components/post-card";

export interface SearchResultRowProps {
  post: PostCard;
  id: string;
  authorName: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
      href={publicPath(post)}
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
      className={cn("flex gap-3 rounded-lg p-3 outline-none transition-colors", active ? "bg-accent ring-2 ring-ring" : "hover:bg-muted")}
    >
      <PostCover
        src={post.featuredImage}
        alt={post.featuredImageAlt}
        width={64}
        height={64}
        iconSize={24}
        className="h-16 w-16 shrink-0 rounded-md"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span data-part="title" className="line-clamp-2 font-semibold leading-snug text-foreground">
          {post.title}
        </span>
        <span className="line-clamp-2 text-sm text-body">{post.excerpt}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {post.kind === "page" ? (
            // A page is undated and in no category: it says what it is instead.
            <span className="rounded-full border border-border px-2 py-0.5 font-medium text-foreground">Page</span>
          ) : (
            <>
              <CategoryBadge category={post.category} />
              <span>{authorName}</span>
              <PostDate iso={publicationDate(post)} />
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
