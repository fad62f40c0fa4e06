import type { PostCard } from "@shared/types";
import { POSTS_PAGE_CARD_TAGS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { CardLink } from "@/components/ui/card-link";
import { ClockIcon } from "@/components/ui/icons";
import { formatCardDate } from "@/lib/utils";
import { visibleTags } from "../lib/visible-tags";
import { CardImage } from "./card-image";

export interface PostsPageCardProps {
  post: PostCard;
  authorName: string;
  eager?: boolean;
}

export function PostsPageCard({ post, authorName, eager }: PostsPageCardProps) {
  const { shown, hidden } = visibleTags(post.tags, POSTS_PAGE_CARD_TAGS);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-[16/9] overflow-hidden">
        <CardImage
          src={post.featuredImage}
          eager={eager}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {shown.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="soft">{tag}</Badge>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge variant="outline">+{hidden} more</Badge>
              </li>
            )}
          </ul>
        )}
        <h3 className="font-serif text-lg font-bold leading-snug text-stone-900 group-hover:text-brand">
          <CardLink slug={post.slug}>{post.title}</CardLink>
        </h3>
        <p className="line-clamp-3 text-sm text-stone-700">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-stone-600">
          <span className="font-medium text-stone-800">{authorName}</span>
          <time dateTime={post.createdAt}>{formatCardDate(post.createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <ClockIcon size={14} />
            {post.readTime} min
          </span>
        </div>
      </div>
    </article>
  );
}
