import CommentsSection from "@/features/comments/components/comments-section";
import { PostReactions } from "@/features/fediverse/components/post-reactions";

/**
 * The comments under an article, with the post's likes and boosts from the fediverse under their
 * heading: one chunk, loaded as the reader nears them, so neither is in the page's first load.
 */
export default function ArticleComments({ postId }: { postId: string }) {
  return <CommentsSection postId={postId} reactions={<PostReactions postId={postId} />} />;
}
