/**
 * The date a reader sees on a post: when it went public, which for a scheduled post is its
 * scheduled time and for an old draft published today is today. A post never published has only
 * the day it was written. Structured data, feeds and public lists use the same date.
 */
export function publicationDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
