import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { TAG_RANKING } from "@shared/constants";
import type { VisitorInteractions } from "@/lib/visitor-interactions";

const tagKey = (tag: string) => tag.trim().toLowerCase();

// Milliseconds since 1970 are about 1.8e12 today, so this adds well under 1: it only orders
// posts whose interaction scores tie, newest first.
const RECENCY_DIVISOR = 1e13;

/** Tag clicks by lower-cased tag, summing keys that differ only in case (older records). */
function clicksByTag(tagClicks: Record<string, number>): Map<string, number> {
  const clicks = new Map<string, number>();
  for (const [tag, count] of Object.entries(tagClicks)) clicks.set(tagKey(tag), (clicks.get(tagKey(tag)) ?? 0) + count);
  return clicks;
}

/**
 * 10 per view of the post, plus 3 per click on each of its tags, plus 5 if featured,
 * plus a tiny recency term from its date (the spec's createdAt is the post's date as readers see it:
 * when it went public).
 */
export function tagPostScore(post: PostCard, record: VisitorInteractions, clicks = clicksByTag(record.tagClicks)): number {
  // Own keys only: a post id such as "constructor" must not read Object.prototype.
  const views = Object.hasOwn(record.postViews, post.id) ? record.postViews[post.id] : 0;
  const tagClicks = post.tags.reduce((sum, tag) => sum + (clicks.get(tagKey(tag)) ?? 0), 0);
  const created = Date.parse(publicationDate(post));
  return (
    TAG_RANKING.perView * views +
    TAG_RANKING.perTagClick * tagClicks +
    (post.isFeatured ? TAG_RANKING.featured : 0) +
    (Number.isFinite(created) ? created / RECENCY_DIVISOR : 0)
  );
}

/** Highest score first; equal scores keep the server's order. Returns a new array. */
export function rankTagPosts(posts: readonly PostCard[], record: VisitorInteractions): PostCard[] {
  const clicks = clicksByTag(record.tagClicks);
  return posts
    .map((post, order) => ({ post, order, score: tagPostScore(post, record, clicks) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ post }) => post);
}
