import type { PostCard } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { CardLink } from "@/components/ui/card-link";
import { CalendarIcon, ClockIcon, LeafIcon } from "@/components/ui/icons";
import { formatLongDate } from "@/lib/utils";
import { TagLinks } from "./tag-links";

export interface TagPostCardProps {
  post: PostCard;
  authorName: string;
  eager?: boolean;
}

export function TagPostCard({ post, authorName, eager = false }: TagPostCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden">
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt=""
            width={800}
            height={450}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : "auto"}
            decoding="async"
            className="h-full w-full bg-brand-pale object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <div aria-hidden="true" className="flex h-full w-full items-center justify-center bg-brand-pale text-brand-light">
            <LeafIcon size={40} />
          </div>
        )}
        {post.isFeatured && (
          <Badge variant="earth" className="absolute left-3 top-3 shadow">
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-serif text-lg font-bold leading-snug text-stone-900 group-hover:text-brand">
          <CardLink slug={post.slug}>{post.title}</CardLink>
        </h2>
        <p className="line-clamp-3 text-sm text-stone-700">{post.excerpt}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon size={14} />
            <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon size={14} />
            {post.readTime} min read
          </span>
        </div>
        <TagLinks tags={post.tags} />
        <div className="mt-auto flex items-center gap-2 border-t border-stone-100 pt-3">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
          >
            {authorName.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <span className="truncate text-sm font-medium text-stone-800">{authorName}</span>
        </div>
      </div>
    </article>
  );
}
