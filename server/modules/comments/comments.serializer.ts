import type { AdminComment, PublicComment } from "../../../shared/types";
import type { CommentRecord } from "../../store/repositories/comments.record";

/** Readers never see a commenter's e-mail address. */
export function toPublicComment(comment: CommentRecord): PublicComment {
  return {
    id: comment._id,
    postId: comment.postId,
    authorName: comment.authorName,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    isApproved: comment.isApproved,
    reply: comment.reply
      ? { content: comment.reply.content, authorName: comment.reply.authorName, createdAt: comment.reply.createdAt.toISOString() }
      : null,
    ...(comment.inReplyTo && { inReplyTo: { authorName: comment.inReplyTo.authorName } }),
    ...(comment.fediverse && { authorUrl: comment.fediverse.profileUrl }),
  };
}

export function toAdminComment(comment: CommentRecord, post: { title: string; slug: string } | undefined): AdminComment {
  return {
    ...toPublicComment(comment),
    authorEmail: comment.authorEmail,
    postTitle: post?.title ?? "(deleted post)",
    postSlug: post?.slug ?? "",
    isSpam: comment.isSpam ?? false,
    spamReasons: comment.spamReasons ?? [],
    ...(comment.fediverse && { fediverse: { handle: comment.fediverse.handle, noteUrl: comment.fediverse.noteUrl } }),
  };
}
