import type { PostCard } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { CardLink } from "./card-link";
import type { LatestCardSize } from "./latest-layout";
import { PostCover } from "./post-cover";
import { PostByline, PostDate } from "./post-meta";

// Wide cards fill a row from the tablet size up, medium ones two of three desktop columns;
// both lay their picture beside the text once they have the room.
const layout: Record<LatestCardSize, { card: string; cover: string; title: string }> = {
  wide: {
    card: "md:col-span-2 md:flex-row",
    cover: "aspect-[16/9] md:aspect-auto md:w-3/5 md:min-h-72",
    title: "text-xl md:text-2xl",
  },
  medium: {
    card: "lg:col-span-2 lg:flex-row",
    cover: "aspect-[16/9] lg:aspect-auto lg:w-1/2 lg:min-h-60",
    title: "text-lg lg:text-xl",
  },
  normal: { card: "", cover: "aspect-[16/9]", title: "text-lg" },
};

export interface LatestCardProps {
  post: PostCard;
  size: LatestCardSize;
  authorName: string;
  priority?: boolean;
}

export function LatestCard({ post, size, authorName, priority }: LatestCardProps) {
  const styles = layout[size];
  return (
    <article
      data-size={size}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg",
        styles.card,
      )}
    >
      <div className={cn("relative shrink-0 overflow-hidden", styles.cover)}>
        <PostCover
          src={post.featuredImage}
          priority={priority}
          className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          {/* The category colour marks a dot, not the text: authors pick colours, not contrast ratios. */}
          <Badge variant="soft" className="gap-1.5">
            <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: post.category.color }} />
            {post.category.name}
          </Badge>
          <PostDate iso={post.createdAt} />
        </div>
        <h3 className={cn("font-serif font-bold leading-snug text-stone-900 group-hover:text-brand", styles.title)}>
          <CardLink slug={post.slug}>{post.title}</CardLink>
        </h3>
        <p className="line-clamp-3 text-sm text-stone-700">{post.excerpt}</p>
        <PostByline authorName={authorName} authorAvatar={post.author.avatar} readTime={post.readTime} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
