import type { PostCard } from "@shared/types";
import { publicationDate } from "@shared/post-date";
import { formatMonthYear } from "@/lib/format-date";

export interface PostGroup {
  label: string;
  posts: PostCard[];
}

const FILTERED_GROUP_LABEL = "All Posts";

/**
 * Unfiltered, posts sit under long month-and-year headings ("November 2026") in the
 * order they arrive (newest first); while a search or tag is active they form one 'All Posts' group.
 */
export function groupPosts(posts: readonly PostCard[], filtering: boolean): PostGroup[] {
  if (posts.length === 0) return [];
  if (filtering) return [{ label: FILTERED_GROUP_LABEL, posts: [...posts] }];
  const groups = new Map<string, PostCard[]>();
  for (const post of posts) {
    const label = formatMonthYear(publicationDate(post)) || "Undated";
    const group = groups.get(label);
    if (group) group.push(post);
    else groups.set(label, [post]);
  }
  return Array.from(groups, ([label, grouped]) => ({ label, posts: grouped }));
}
