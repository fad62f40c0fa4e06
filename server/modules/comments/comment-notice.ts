import { escapeMarkup } from "../../../shared/html-escape";
import type { CommentRecord } from "../../store/repositories/comments.record";

/** The window of `windowMs` a comment falls in, and so which notice it joins. */
export const noticeWindow = (at: Date, windowMs: number) => new Date(Math.floor(at.getTime() / windowMs) * windowMs);

const EXCERPT = 280;
/** A comment cut to what a mail quotes of it. */
export const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The author's mail: every comment waiting since the window opened, and the way to the moderation view. */
export function commentNoticeMail({
  comments,
  postTitles,
  siteName,
  moderateUrl,
}: {
  comments: CommentRecord[];
  postTitles: Map<string, string>;
  siteName: string;
  moderateUrl: string;
}) {
  const count = comments.length;
  const subject = count === 1 ? `A new comment is waiting on ${siteName}` : `${count} new comments are waiting on ${siteName}`;
  const on = (comment: CommentRecord) => postTitles.get(comment.postId) ?? "a post";
  const items = comments
    .map(
      (comment) =>
        `<li style="margin:0 0 16px"><strong>${escapeMarkup(comment.authorName)}</strong> on <em>${escapeMarkup(on(comment))}</em>` +
        `<div style="white-space:pre-wrap;margin-top:4px">${escapeMarkup(excerpt(comment.content))}</div></li>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f5ef;font-family:Arial,sans-serif;color:#1c2a12">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;color:#2d5016;margin:0 0 16px">${escapeMarkup(subject)}</h1>
<ul style="padding-left:18px;font-size:15px;line-height:1.5">${items}</ul>
<p><a href="${escapeMarkup(moderateUrl)}" style="display:inline-block;background:#2d5016;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Moderate comments</a></p>
</div></body></html>`;
  const text = `${subject}\n\n${comments.map((comment) => `${comment.authorName} on "${on(comment)}":\n${excerpt(comment.content)}`).join("\n\n")}\n\nModerate comments: ${moderateUrl}\n`;
  return { subject, html, text };
}
