import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { POSTS_PAGE_CARD_TAGS } from "@shared/constants";
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

export interface PostsPageCardProps {
  post: PostCard;
  authorName: string;
  eager?: boolean;
}

export function PostsPageCard({ post, authorName, eager }: PostsPageCardProps) {
  return (
    <PostCardFrame>
      <div className="aspect-[16/9] overflow-hidden">
        <PostCover src={post.featuredImage} alt={post.featuredImageAlt} priority={eager} zoom className="h-full w-full" />
      </div>
      <PostCardBody>
        <PostTags tags={post.tags} max={POSTS_PAGE_CARD_TAGS} more={(hidden) => `+${hidden} more`} />
        <PostCardTitle slug={post.slug}>{post.title}</PostCardTitle>
        <PostCardExcerpt>{post.excerpt}</PostCardExcerpt>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted-foreground">
          <span className="font-medium text-emphasis">{authorName}</span>
          <PostDate iso={publicationDate(post)} />
          <ReadTime minutes={post.readTime} short />
        </div>
      </PostCardBody>
    </PostCardFrame>
  );
}
