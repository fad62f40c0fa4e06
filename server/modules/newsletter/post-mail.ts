import { escapeMarkup } from "../../../shared/html-escape";
import { htmlWithMathsAsSource } from "../../lib/maths-as-source";
import type { NewsletterChoice } from "../../store/repositories/newsletter-sends.record";
import type { PostRecord } from "../../store/repositories/posts.record";

/** Stands in for each reader's own unsubscribe address until the message is composed for them. */
export const UNSUBSCRIBE_URL_PLACEHOLDER = "%%FURROW_UNSUBSCRIBE_URL%%";

/** Links and images in a post point at the site itself ("/uploads/..."): in a mail they need the whole address. */
const absolute = (html: string, publicUrl: string) => html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`);

type MailedPost = Pick<PostRecord, "title" | "slug" | "excerpt" | "html" | "plainText" | "featuredImage" | "featuredImageAlt">;

/**
 * A published post as its newsletter: the title, the featured image, the excerpt or the whole
 * post, a link to the article, and the unsubscribe link; and the same as plain text.
 */
export function postMail({
  post,
  content,
  siteName,
  publicUrl,
}: {
  post: MailedPost;
  content: NewsletterChoice["content"];
  siteName: string;
  publicUrl: string;
}) {
  const articleUrl = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featuredImage ? (post.featuredImage.startsWith("/") ? `${publicUrl}${post.featuredImage}` : post.featuredImage) : "";
  const body =
    content === "full"
      ? absolute(htmlWithMathsAsSource(post.html), publicUrl)
      : `<p style="font-size:17px;line-height:1.65">${escapeMarkup(post.excerpt)}</p>`;
  const readOn = content === "full" ? `Read it on ${siteName}` : "Continue reading";
  const footer = `You receive this because you subscribed to ${siteName}.`;

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(post.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f7f5ef;font-family:Georgia,serif;color:#1c2a12">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">
${image ? `<a href="${escapeMarkup(articleUrl)}"><img src="${escapeMarkup(image)}" alt="${escapeMarkup(post.featuredImageAlt ?? "")}" width="600" style="display:block;width:100%;height:auto;border:0"></a>` : ""}
<div style="padding:28px 28px 8px">
<p style="margin:0 0 8px;font-family:Arial,sans-serif;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:#4a7c2a">${escapeMarkup(siteName)}</p>
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:#2d5016"><a href="${escapeMarkup(articleUrl)}" style="color:#2d5016;text-decoration:none">${escapeMarkup(post.title)}</a></h1>
<div style="font-size:17px;line-height:1.65">${body}</div>
<p style="margin:24px 0"><a href="${escapeMarkup(articleUrl)}" style="display:inline-block;background:#2d5016;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-family:Arial,sans-serif">${escapeMarkup(readOn)}</a></p>
</div>
<div style="padding:16px 28px 28px;border-top:1px solid #e7e5df;font-family:Arial,sans-serif;font-size:13px;color:#6b7280">
${escapeMarkup(footer)} <a href="${UNSUBSCRIBE_URL_PLACEHOLDER}" style="color:#4a7c2a">Unsubscribe</a>
</div></div></body></html>`;

  const words = content === "full" ? post.plainText : post.excerpt;
  const text = `${post.title}\n${"=".repeat(Math.min(post.title.length, 72))}\n\n${words}\n\n${readOn}: ${articleUrl}\n\n--\n${footer}\nUnsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}\n`;
  return { subject: post.title, html, text };
}
