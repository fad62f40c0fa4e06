import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { LatestCardSize } from "./latest-layout";
import { PostCardBody, PostCardExcerpt, PostCardFrame, PostCardTitle, PostCover, PostDate } from "@/components/post-card";
import { PostByline } from "@/components/post-byline";

/** Columns the card spans: of two on tablets, of three on desktops. */
export interface LatestCardSpans {
  md: number;
  lg: number;
}

// Static class strings per span, so Tailwind sees each one. A card wider than one column lays its
// picture beside the text; a full-width one gives the picture half, which keeps its 1.9:1 shape.
function layoutClasses({ md, lg }: LatestCardSpans) {
  const mdRow = md >= 2;
  return {
    card: cn(
      mdRow && "md:col-span-2 md:flex-row",
      lg === 3 ? "lg:col-span-3 lg:flex-row" : lg === 2 ? "lg:col-span-2 lg:flex-row" : mdRow && "lg:col-span-1 lg:flex-col",
    ),
    cover: cn(
      mdRow && "md:aspect-auto md:w-1/2 md:min-h-64",
      lg === 3
        ? "lg:aspect-auto lg:w-1/2 lg:min-h-80"
        : lg === 2
          ? "lg:aspect-auto lg:w-3/5 lg:min-h-64"
          : mdRow && "lg:aspect-[1200/630] lg:w-full lg:min-h-0",
    ),
    title: cn(mdRow && "md:text-2xl", lg >= 2 ? "lg:text-2xl" : mdRow && "lg:text-lg"),
  };
}

export interface LatestCardProps {
  post: PostCard;
  /** The spec's size from the card's position; kept on the card for tests and styling hooks. */
  size: LatestCardSize;
  spans: LatestCardSpans;
  authorName: string;
  priority?: boolean;
}

export function LatestCard({ post, size, spans, authorName, priority }: LatestCardProps) {
  const styles = layoutClasses(spans);
  return (
    <PostCardFrame data-size={size} className={styles.card}>
      <div className={cn("relative aspect-[1200/630] shrink-0 overflow-hidden", styles.cover)}>
        <PostCover
          ambient
          src={post.featuredImage}
          alt={post.featuredImageAlt}
          width={1200}
          height={630}
          priority={priority}
          zoom
          className="absolute inset-0 h-full w-full"
        />
      </div>
      <PostCardBody>
        <div className="flex flex-wrap items-center gap-3">
          {/* The category colour marks a dot, not the text: authors pick colours, not contrast ratios. */}
          <Badge variant="soft" className="gap-1.5">
            <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: post.category.color }} />
            {post.category.name}
          </Badge>
          <PostDate iso={publicationDate(post)} className="text-sm text-muted-foreground" />
        </div>
        <PostCardTitle slug={post.slug} className={styles.title}>
          {post.title}
        </PostCardTitle>
        <PostCardExcerpt>{post.excerpt}</PostCardExcerpt>
        <PostByline authorName={authorName} authorAvatar={post.author.avatar} readTime={post.readTime} className="mt-auto pt-2" />
      </PostCardBody>
    </PostCardFrame>
  );
}
