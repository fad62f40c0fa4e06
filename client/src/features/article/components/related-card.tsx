import type { PostCard } from "@shared/types";
import { RELATED_CARD_TAGS } from "@shared/constants";
import { matchingTags } from "../lib/matching-tags";
import { PostCardBody, PostCardExcerpt, PostCardFrame, PostCardTitle, PostCover, PostTags } from "@/components/post-card";

export interface RelatedCardProps {
  post: PostCard;
  currentTags: string[];
}

/** One related article: picture, title (the card's link), excerpt and the tags it shares with this one. */
export function RelatedCard({ post, currentTags }: RelatedCardProps) {
  return (
    <PostCardFrame>
      <div className="relative aspect-[16/9] overflow-hidden bg-accent">
        <PostCover src={post.featuredImage} alt={post.featuredImageAlt} zoom className="absolute inset-0 h-full w-full" />
      </div>
      <PostCardBody>
        <PostCardTitle slug={post.slug}>{post.title}</PostCardTitle>
        <PostCardExcerpt>{post.excerpt}</PostCardExcerpt>
        <PostTags
          label="Shared tags"
          tags={matchingTags(post.tags, currentTags)}
          max={RELATED_CARD_TAGS}
          more={(hidden) => `+${hidden} more`}
          className="mt-auto pt-1"
        />
      </PostCardBody>
    </PostCardFrame>
  );
}
