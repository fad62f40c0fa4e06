import { samplePosts, sampleComments } from "../server/seed/sample-content";

/** An article with headings, a table, approved comments, and tags other posts share. */
export const ARTICLE = samplePosts.find(
  (post) =>
    post.isPublished && post.tags.length > 0 && sampleComments.some((comment) => comment.postSlug === post.slug && comment.isApproved),
)!;
export const APPROVED_COMMENT = sampleComments.find((comment) => comment.postSlug === ARTICLE.slug && comment.isApproved)!;
export const TAG = ARTICLE.tags[0];
export const FEATURED = samplePosts.find((post) => post.isPublished && post.isFeatured)!;

/** Every kind of public page, with a text its main content holds. */
export const PUBLIC_PAGES: { path: string; text: string }[] = [
  { path: "/", text: FEATURED.title },
  { path: "/posts", text: ARTICLE.title },
  { path: `/posts?tag=${encodeURIComponent(TAG)}`, text: ARTICLE.title },
  { path: `/blog/${ARTICLE.slug}`, text: APPROVED_COMMENT.content.slice(0, 40) },
  { path: `/tags/${encodeURIComponent(TAG)}`, text: ARTICLE.title },
  { path: "/contact", text: "Contact" },
  { path: "/privacy", text: "What is counted" },
  { path: "/newsletter?confirm=confirmed", text: "You're subscribed" },
  { path: "/no/such/page", text: "404 Page Not Found" },
  // A tag no post carries: a 404 with the tag page's own empty state.
  { path: "/tags/No%20Such%20Tag", text: 'No posts found for "No Such Tag"' },
];

/** The document's text as the server sent it, before any script runs: scripts and tags left out. */
export function textBeforeScripts(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
