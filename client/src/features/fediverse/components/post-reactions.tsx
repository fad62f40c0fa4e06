import type { PostReactions as Reactions } from "@shared/types";
import { useFediverseAccount } from "../api/get-fediverse-account";
import { usePostReactions } from "../api/get-post-reactions";

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 likes and 1 boost on the fediverse"; null when there is neither. */
export function reactionsSentence({ likes, shares }: Reactions): string | null {
  const parts = [likes > 0 && counted(likes, "like", "likes"), shares > 0 && counted(shares, "boost", "boosts")].filter(Boolean);
  return parts.length > 0 ? `${parts.join(" and ")} on the fediverse` : null;
}

/**
 * The post's likes and boosts from fediverse readers, once there is at least one. Asked for only
 * when the blog is on the fediverse; a post readers cannot see (a draft the author previews) has none.
 */
export function PostReactions({ postId }: { postId: string }) {
  const { data: account } = useFediverseAccount();
  const { data: reactions } = usePostReactions(postId, { enabled: Boolean(account) });
  const sentence = reactions && reactionsSentence(reactions);
  return sentence ? <p className="text-sm text-muted-foreground">{sentence}</p> : null;
}
