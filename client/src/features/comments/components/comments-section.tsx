import type { ReactNode } from "react";
import { COMMENTS_ANCHOR } from "@shared/form-posts";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useComments } from "../api/get-comments";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";

/**
 * The article's comments: the approved ones with their count, then the form for a new one.
 * `reactions` (the post's likes and boosts elsewhere) sits under the heading, given by the page.
 */
export function CommentsSection({ postId, reactions }: { postId: string; reactions?: ReactNode }) {
  const { data: comments, isPending, isError, refetch } = useComments(postId);

  return (
    <section id={COMMENTS_ANCHOR} aria-labelledby="comments-heading" className="space-y-6">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold text-primary sm:text-3xl">
        {comments ? `Comments (${comments.length})` : "Comments"}
      </h2>
      {reactions}
      {isPending ? (
        <Spinner label="Loading comments..." showLabel className="py-8" />
      ) : isError ? (
        <ErrorState message="We couldn't load the comments." onRetry={() => void refetch()} />
      ) : comments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input bg-card px-5 py-6 text-center text-body">
          No comments yet. Be the first to share your thoughts!
        </p>
      ) : (
        <CommentList comments={comments} />
      )}
      <CommentForm postId={postId} />
    </section>
  );
}

export default CommentsSection;
