import type { CommentInput } from "../../../shared/types";
import { NotFoundError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { CommentRecord } from "../../store/types";
import type { PostsService } from "../posts/posts.service";
import type { Reader } from "../posts/post-visibility";

interface Dependencies {
  comments: CommentsRepository;
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "get">;
  clock: Clock;
}

/** A comment with the title and slug of its post, for the moderation list; undefined once the post is gone. */
export interface CommentForModeration {
  comment: CommentRecord;
  post: { title: string; slug: string } | undefined;
}

export function createCommentsService({ comments, postsRepository, posts, clock }: Dependencies) {
  return {
    /** Readers may only see or join the conversation on a post they can read. */
    async listApproved(postId: string, reader: Reader): Promise<CommentRecord[]> {
      const post = await posts.get(postId, reader);
      return comments.listApproved(post._id);
    },

    /** New comments wait for the author's approval before anyone sees them. */
    async submit(postId: string, input: CommentInput, reader: Reader): Promise<CommentRecord> {
      const post = await posts.get(postId, reader);
      const comment: CommentRecord = {
        _id: newId(),
        postId: post._id,
        authorName: input.authorName,
        authorEmail: input.authorEmail.toLowerCase(),
        content: input.content,
        isApproved: false,
        createdAt: clock.now(),
      };
      await comments.insert(comment);
      return comment;
    },

    /** Every comment, newest first, with its post's title and slug. */
    async listForModeration(): Promise<CommentForModeration[]> {
      const [all, titles] = await Promise.all([comments.listAll(), postsRepository.listAll({ title: 1, slug: 1 })]);
      const byId = new Map(titles.map((post) => [post._id, post]));
      return all.map((comment) => ({ comment, post: byId.get(comment.postId) }));
    },

    countPending(): Promise<number> {
      return comments.count({ isApproved: false });
    },

    async approve(id: string): Promise<void> {
      if (!(await comments.approve(id))) throw new NotFoundError("Comment not found");
    },

    async delete(id: string): Promise<void> {
      if (!(await comments.delete(id))) throw new NotFoundError("Comment not found");
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
