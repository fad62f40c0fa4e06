import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { FeaturedCell } from "./featured-layout";
import { PostCardBody, PostCardExcerpt, PostCardFrame, PostCardTitle, PostCover, PostDate } from "@/components/post-card";
import { PostByline } from "@/components/post-byline";

export interface FeaturedCardProps {
  post: PostCard;
  /** The lead story: full width, picture beside the text on desktops. */
  lead?: boolean;
  /** Where a card after the lead sits; a card that fills a whole row lays its picture beside the text. */
  cell?: FeaturedCell;
}

// Static class strings per case, so Tailwind sees every one of them in the source.
function layoutClasses(lead: boolean, cell: FeaturedCell | undefined) {
  if (lead) {
    return {
      card: "lg:flex-row",
      cover: "lg:aspect-auto lg:w-3/5 lg:min-h-[24rem]",
      body: "p-6 lg:justify-center lg:p-10",
      title: "text-2xl sm:text-3xl lg:text-4xl",
      excerpt: "line-clamp-4 text-base sm:text-lg",
    };
  }
  const smRow = cell?.sm === 2;
  const lgRow = cell?.lg === 6;
  return {
    card: cn(
      cell?.lg === 3 ? "lg:col-span-3" : cell?.lg === 6 ? "lg:col-span-6" : "lg:col-span-2",
      smRow && "sm:col-span-2 sm:flex-row",
      lgRow ? "lg:flex-row" : smRow && "lg:flex-col",
    ),
    cover: cn(
      smRow && "sm:aspect-auto sm:w-2/5 sm:min-h-52",
      lgRow ? "lg:aspect-auto lg:w-2/5 lg:min-h-60" : smRow && "lg:aspect-[1200/630] lg:w-full lg:min-h-0",
    ),
    body: cn((smRow || lgRow) && "sm:justify-center", lgRow && "lg:p-8"),
    title: cn(lgRow && "lg:text-2xl"),
    excerpt: undefined,
  };
}

export function FeaturedCard({ post, lead = false, cell }: FeaturedCardProps) {
  const styles = layoutClasses(lead, cell);
  return (
    <PostCardFrame data-lead={lead || undefined} className={styles.card}>
      <div className={cn("relative aspect-[1200/630] shrink-0 overflow-hidden", styles.cover)}>
        {/* Never a leading image, not even the lead card's: the featured stories start below the
            home page's full-screen hero, and a high-priority picture there would hold back the app's
            start (shared/app-loader.ts waits for those) and the hero's own picture. */}
        <PostCover
          ambient
          src={post.featuredImage}
          alt={post.featuredImageAlt}
          width={1200}
          height={630}
          zoom
          className="absolute inset-0 h-full w-full"
        />
        <Badge variant="earth" className="absolute left-3 top-3 shadow">
          Featured
        </Badge>
      </div>
      <PostCardBody className={styles.body}>
        <PostDate iso={publicationDate(post)} className="text-sm text-muted-foreground" />
        <PostCardTitle slug={post.slug} className={styles.title}>
          {post.title}
        </PostCardTitle>
        <PostCardExcerpt className={styles.excerpt}>{post.excerpt}</PostCardExcerpt>
        <PostByline
          authorName={post.author.name}
          authorAvatar={post.author.avatar}
          readTime={post.readTime}
          className={cn("pt-2", lead ? "lg:mt-4" : "mt-auto")}
        />
      </PostCardBody>
    </PostCardFrame>
  );
}
