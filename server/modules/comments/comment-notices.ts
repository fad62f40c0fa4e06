import { SITE_NAME } from "../../../shared/constants";
import type { Clock } from "../../lib/clock";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { CommentRecord } from "../../store/repositories/comments.record";
import { commentNoticeMail, noticeWindow } from "./comment-notice";

interface Dependencies {
  mailQueue: Pick<MailQueueRepository, "enqueueOnce">;
  comments: Pick<CommentsRepository, "pendingSince">;
  posts: Pick<PostsRepository, "listAll">;
  clock: Clock;
  publicUrl: string;
  /** The admin addresses, or the site's own when none is configured (its outbox shows it). */
  to: string;
  /** Comments arriving within one such window share one notice, sent when it closes. */
  windowMs: number;
}

/**
 * Tells the author about new comments without a mail per comment: the first one in a window
 * queues the notice (its id is the window's, so every process queues the same one), due when
 * the window closes; it lists, when sent, whatever is still waiting.
 */
export function createCommentNotices({ mailQueue, comments, posts, clock, publicUrl, to, windowMs }: Dependencies) {
  return {
    async waiting(comment: CommentRecord): Promise<void> {
      const window = noticeWindow(comment.createdAt, windowMs);
      await mailQueue.enqueueOnce({
        _id: `comment-notice.${window.getTime()}`,
        kind: "commentNotice",
        to,
        since: window,
        status: "pending",
        attempts: 0,
        nextAttemptAt: new Date(window.getTime() + windowMs),
        createdAt: clock.now(),
      });
    },

    async compose(since: Date) {
      const waiting = await comments.pendingSince(since);
      if (waiting.length === 0) return null;
      const titles = new Map((await posts.listAll({ title: 1 })).map((post) => [post._id, post.title]));
      return commentNoticeMail({
        comments: waiting,
        postTitles: titles,
        siteName: SITE_NAME,
        moderateUrl: `${publicUrl}/admin?tab=comments`,
      });
    },
  };
}
