import type { PostDetail } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { PostDate, ReadTime } from "@/components/post-card";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { SeriesPartOf } from "./series-nav";

export interface ArticleHeaderProps {
  post: PostDetail;
  authorName: string;
  authorAvatar?: string;
  className?: string;
}

export function ArticleHeader({ post, authorName, authorAvatar, className }: ArticleHeaderProps) {
  return (
    <header className={cn("min-w-0 space-y-6", className)}>
      {post.series && <SeriesPartOf series={post.series} />}
      <h1 className="font-serif text-3xl font-bold leading-tight text-foreground sm:text-4xl lg:text-5xl">{post.title}</h1>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <Avatar name={authorName} src={authorAvatar} decorative className="h-10 w-10" />
          <span className="font-medium text-foreground">{authorName}</span>
        </span>
        <PostDate iso={publicationDate(post)} long iconSize={16} className="flex gap-1.5" />
        <ReadTime minutes={post.readTime} iconSize={16} className="flex gap-1.5" />
      </div>
      {post.excerpt && <p className="text-lg leading-relaxed text-body sm:text-xl">{post.excerpt}</p>}
      {post.featuredImage && (
        <img
          src={post.featuredImage}
          alt={post.featuredImageAlt || post.title}
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="aspect-[16/9] w-full rounded-xl bg-accent object-cover shadow-sm"
        />
      )}
    </header>
  );
}
