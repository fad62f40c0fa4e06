import type { PostCard } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { CardLink } from "./card-link";
import { PostCover } from "./post-cover";
import { PostByline, PostDate } from "./post-meta";

export function FeaturedCard({ post, large = false }: { post: PostCard; large?: boolean }) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg",
        large && "lg:col-span-2 lg:row-span-2",
      )}
    >
      <div className="relative overflow-hidden">
        <PostCover
          src={post.featuredImage}
          priority={large}
          className={cn(
            "w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none",
            large ? "aspect-[16/9] lg:aspect-[16/10]" : "aspect-[16/9]",
          )}
        />
        <Badge variant="earth" className="absolute left-3 top-3 shadow">
          Featured
        </Badge>
      </div>
      <div className={cn("flex flex-1 flex-col gap-3", large ? "p-6 lg:p-8" : "p-5")}>
        <PostDate iso={post.createdAt} />
        <h3
          className={cn(
            "font-serif font-bold leading-snug text-stone-900 group-hover:text-brand",
            large ? "text-2xl lg:text-3xl" : "text-lg",
          )}
        >
          <CardLink slug={post.slug}>{post.title}</CardLink>
        </h3>
        <p className={cn("text-stone-700", large ? "line-clamp-4 lg:text-lg" : "line-clamp-3 text-sm")}>
          {post.excerpt}
        </p>
        <PostByline
          authorName={post.author.name}
          authorAvatar={post.author.avatar}
          readTime={post.readTime}
          className="mt-auto pt-2"
        />
      </div>
    </article>
  );
}
