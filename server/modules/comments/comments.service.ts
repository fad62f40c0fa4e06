import type { CommentInput } from "../../../shared/types";
import { NotFoundError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { CommentRecord } from "../../store/types";
import type { PostsService } from "../posts/posts.service";
import type { Reader } from "../posts/post-visibility";
import type { CommentFormTokens } from "./comment-form-tokens";
import { contentKey, spamReasons } from "./spam-checks";

interface Dependencies {
  comments: CommentsRepository;
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "get">;
  formTokens: CommentFormTokens;
  clock: Clock;
}

/** A comment with the title and slug of its post, for the moderation list; undefined once the post is gone. */
export interface CommentForModeration {
  comment: CommentRecord;
  post: { title: string; slug: string } | undefined;
}

export function createCommentsService({ comments, postsRepository, posts, formTokens, clock }: Dependencies) {
  return {
    /** Readers may only see or join the conversation on a post they can read. */
    async listApproved(postId: string, reader: Reader): Promise<CommentRecord[]> {
      const post = await posts.get(postId, reader);
      return comments.listApproved(post._id);
    },

    /** Drawn with the form, so a submission can show it took a person's time. */
    formToken: () => formTokens.issue(),

    /**
     * New comments wait for the author's approval before anyone sees them; those the checks find
     * to be spam go to the Spam view instead. The caller answers the same either way, so a bot
     * learns nothing from the answer.
     */
    async submit(postId: string, input: CommentInput, reader: Reader): Promise<CommentRecord> {
      const post = await posts.get(postId, reader);
      const key = contentKey(input.content);
      const reasons = spamReasons({
        honeypot: input.website ?? "",
        formAgeMs: await formTokens.age(input.formToken),
        content: input.content,
        repeatedElsewhere: await comments.postedElsewhere(key, post._id),
      });
      const comment: CommentRecord = {
        _id: newId(),
        postId: post._id,
        authorName: input.authorName,
        authorEmail: input.authorEmail.toLowerCase(),
        content: input.content,
        isApproved: false,
        createdAt: clock.now(),
        contentKey: key,
        ...(reasons.length > 0 && { isSpam: true, spamReasons: reasons }),
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

    countPending: () => comments.countPending(),

    deleteAllSpam: () => comments.deleteSpam(),

    async approve(id: string): Promise<void> {
      if (!(await comments.approve(id))) throw new NotFoundError("Comment not found");
    },

    async delete(id: string): Promise<void> {
      if (!(await comments.delete(id))) throw new NotFoundError("Comment not found");
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
