import { SITE_NAME } from "../../../shared/constants";
import { commentAnchor } from "../../../shared/form-posts";
import { newsletterLinkPage, REPLY_NOTICES_STOP_PATH, type ReplyNoticesOutcome } from "../../../shared/newsletter-links";
import type { Clock } from "../../lib/clock";
import type { SignedIds } from "../../lib/signed-ids";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { QueuedMailRecord } from "../../store/repositories/mail-queue.record";
import { type OutgoingMail, PermanentMailError, SkipMail } from "../mail";
import { replyNoticeMail } from "./reply-notice-mail";

/** An answer by the blog's author to a comment. */
export interface AuthorReply {
  /**
   * Which of the author's answers this is, so each is told once however often it is saved:
   * "admin" for the reply written in the admin (editing it replaces it, and tells nobody again).
   * A fediverse reply by the author would pass its note's id here.
   */
  key: string;
  content: string;
  authorName: string;
}

interface Dependencies {
  mailQueue: Pick<MailQueueRepository, "enqueueOnce">;
  comments: Pick<CommentsRepository, "findById" | "stopReplyNotices">;
  posts: Pick<PostsRepository, "findById">;
  /** Names a comment in its stop link. */
  tokens: SignedIds;
  clock: Clock;
  publicUrl: string;
  /** The address part of MAIL_FROM, for List-Unsubscribe's mailto. */
  fromAddress: string;
  mailQueued: () => void;
}

/**
 * Tells a commenter who asked for it that the author answered them. A stranger can tick the box
 * with anyone's address, but that alone sends nothing: a mail goes only when the author replies to
 * the comment, once per reply (the queued mail's id is the comment's and the reply's), so the
 * most a bot can cause is what the author chooses to answer. The stop link, signed with the
 * comment's id, ends them for that thread for good.
 */
export function createReplyNotices({ mailQueue, comments, posts, tokens, clock, publicUrl, fromAddress, mailQueued }: Dependencies) {
  return {
    /** The seam every answer by the author goes through, wherever it was written. */
    async authorReplied(comment: CommentRecord, reply: AuthorReply): Promise<void> {
      if (comment.notifyOnReply !== true || !comment.authorEmail) return;
      const queued = await mailQueue.enqueueOnce({
        _id: `reply-notice.${comment._id}.${reply.key}`,
        kind: "replyNotice",
        to: comment.authorEmail,
        commentId: comment._id,
        reply: { content: reply.content, authorName: reply.authorName },
        status: "pending",
        attempts: 0,
        nextAttemptAt: clock.now(),
        createdAt: clock.now(),
      });
      if (queued) mailQueued();
    },

    /** Drawn when sent: a commenter who stopped them since, or a comment deleted since, gets nothing. */
    async compose(mail: QueuedMailRecord): Promise<OutgoingMail> {
      const reply = mail.reply;
      if (!reply) throw new PermanentMailError("A reply notice was queued without its reply");
      const comment = await comments.findById(mail.commentId ?? "");
      if (!comment || comment.notifyOnReply !== true) throw new SkipMail("The commenter stopped these mails, or the comment is gone");
      const post = await posts.findById(comment.postId);
      if (!post) throw new SkipMail("The comment's post is gone");
      const token = await tokens.tokenFor(comment._id);
      const stopUrl = `${publicUrl}${newsletterLinkPage("stop-replies", token)}`;
      const notice = replyNoticeMail({
        siteName: SITE_NAME,
        postTitle: post.title,
        commenterName: comment.authorName,
        comment: comment.content,
        reply,
        conversationUrl: `${publicUrl}/blog/${encodeURIComponent(post.slug)}#${commentAnchor(comment._id)}`,
        stopUrl,
      });
      return {
        to: mail.to,
        ...notice,
        unsubscribe: {
          url: `${publicUrl}${REPLY_NOTICES_STOP_PATH}?token=${encodeURIComponent(token)}`,
          mailto: `mailto:${fromAddress}?subject=unsubscribe`,
        },
      };
    },

    /** The token of the comment's stop link, as its mails carry it. */
    stopToken: (commentId: string): Promise<string> => tokens.tokenFor(commentId),

    /** The stop link's one click: no notice for that comment ever again, already queued ones included. */
    async stop(token: string): Promise<ReplyNoticesOutcome> {
      const commentId = await tokens.idFrom(token);
      if (!commentId) return "invalid";
      await comments.stopReplyNotices(commentId);
      return "stopped";
    },
  };
}

export type ReplyNotices = ReturnType<typeof createReplyNotices>;
