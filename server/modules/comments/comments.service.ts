import type { CommentInput } from "../../../shared/types";
import { NotFoundError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { Repositories } from "../../store/repositories";
import type { CommentRecord, PostRecord } from "../../store/types";

interface Dependencies {
  repositories: Repositories;
  clock: Clock;
}

export function createCommentsService({ repositories, clock }: Dependencies) {
  /** Readers may only see or join the conversation on a post they can read. */
  async function publishedPost(postId: string): Promise<PostRecord> {
    const post = await repositories.posts.findById(postId);
    if (!post || !post.isPublished) throw new NotFoundError("Post not found");
    return post;
  }

  return {
    async listApproved(postId: string): Promise<CommentRecord[]> {
      await publishedPost(postId);
      return repositories.comments.listApproved(postId);
    },

    /** New comments wait for the author's approval before anyone sees them. */
    async submit(postId: string, input: CommentInput): Promise<CommentRecord> {
      await publishedPost(postId);
      const comment: CommentRecord = {
        _id: newId(),
        postId,
        authorName: input.authorName,
        authorEmail: input.authorEmail.toLowerCase(),
        content: input.content,
        isApproved: false,
        createdAt: clock.now(),
      };
      await repositories.comments.insert(comment);
      return comment;
    },

    async approve(id: string): Promise<void> {
      if (!(await repositories.comments.approve(id))) throw new NotFoundError("Comment not found");
    },

    async delete(id: string): Promise<void> {
      if (!(await repositories.comments.delete(id))) throw new NotFoundError("Comment not found");
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
