import { escapeMarkup } from "../../../shared/html-escape";
import { excerpt } from "./comment-notice";

/**
 * The commenter's mail: the author's reply in full, their own comment to place it, the way to the
 * conversation on the article, and the way to stop these mails, in HTML and in plain text.
 */
export function replyNoticeMail({
  siteName,
  postTitle,
  commenterName,
  comment,
  reply,
  conversationUrl,
  stopUrl,
}: {
  siteName: string;
  postTitle: string;
  commenterName: string;
  comment: string;
  reply: { content: string; authorName: string };
  conversationUrl: string;
  stopUrl: string;
}) {
  const subject = `${reply.authorName} replied to your comment on "${postTitle}"`;
  const greeting = `Hello ${commenterName},`;
  const intro = `${reply.authorName} replied to your comment on "${postTitle}" at ${siteName}:`;
  const yours = `Your comment: ${excerpt(comment)}`;
  const action = "Read the conversation";
  const footer = `You receive this because you asked to be e-mailed when the author replies to your comment.`;
  const stop = "Stop e-mails about this thread";
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f5ef;font-family:Georgia,serif;color:#1c2a12">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="font-size:16px;line-height:1.6;margin:0 0 12px">${escapeMarkup(greeting)}</p>
<p style="font-size:16px;line-height:1.6;margin:0 0 12px">${escapeMarkup(intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #2d5016;background:#f1f5ea;white-space:pre-wrap;font-size:16px;line-height:1.6">${escapeMarkup(reply.content)}</blockquote>
<p style="font-size:14px;line-height:1.6;color:#4b5563;white-space:pre-wrap">${escapeMarkup(yours)}</p>
<p style="margin:24px 0"><a href="${escapeMarkup(conversationUrl)}" style="display:inline-block;background:#2d5016;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-family:Arial,sans-serif">${escapeMarkup(action)}</a></p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b7280;border-top:1px solid #e7e5df;padding-top:16px">${escapeMarkup(footer)} <a href="${escapeMarkup(stopUrl)}" style="color:#4a7c2a">${escapeMarkup(stop)}</a></p>
</div></body></html>`;
  const text = `${greeting}\n\n${intro}\n\n${reply.content}\n\n${yours}\n\n${action}: ${conversationUrl}\n\n--\n${footer}\n${stop}: ${stopUrl}\n`;
  return { subject, html, text };
}
