import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { TAG_PAGE_CARD_TAGS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import {
  PostCardBody,
  PostCardExcerpt,
  PostCardFrame,
  PostCardTitle,
  PostCover,
  PostDate,
  PostTags,
  ReadTime,
} from "@/components/post-card";
import { TagLink } from "@/components/tag-link";

export interface TagPostCardProps {
  post: PostCard;
  authorName: string;
  eager?: boolean;
}

export function TagPostCard({ post, authorName, eager = false }: TagPostCardProps) {
  return (
    <PostCardFrame>
      <div className="relative aspect-[16/9] overflow-hidden">
        <PostCover src={post.featuredImage} alt={post.featuredImageAlt} priority={eager} zoom className="h-full w-full" />
        {post.isFeatured && (
          <Badge variant="earth" className="absolute left-3 top-3 shadow">
            Featured
          </Badge>
        )}
      </div>
      <PostCardBody>
        <PostCardTitle as="h2" slug={post.slug}>
          {post.title}
        </PostCardTitle>
        <PostCardExcerpt>{post.excerpt}</PostCardExcerpt>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <PostDate iso={publicationDate(post)} long />
          <ReadTime minutes={post.readTime} />
        </div>
        {/* Above the card's stretched title link, so each tag stays its own target. */}
        <PostTags
          tags={post.tags}
          max={TAG_PAGE_CARD_TAGS}
          className="relative z-10"
          renderTag={(tag) => <TagLink tag={tag} />}
          more={(hidden) => (
            <>
              <span>+{hidden}</span>
              <span className="sr-only"> more tags</span>
            </>
          )}
        />
        <div className="mt-auto flex items-center gap-2 border-t border-border-subtle pt-3">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {authorName.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <span className="truncate text-sm font-medium text-emphasis">{authorName}</span>
        </div>
      </PostCardBody>
    </PostCardFrame>
  );
}
