import { RELATED_CARD_TAGS } from "@shared/constants";

export interface MatchingTags {
  shown: string[];
  /** Matching tags beyond the ones shown, for the '+N more' note. */
  more: number;
}

/** The related post's tags that the current post also has (case-insensitive, as tags match everywhere). */
export function matchingTags(tags: string[], currentTags: string[], limit: number = RELATED_CARD_TAGS): MatchingTags {
  const current = new Set(currentTags.map((tag) => tag.trim().toLowerCase()));
  const matching = tags.filter((tag) => current.has(tag.trim().toLowerCase()));
  return { shown: matching.slice(0, limit), more: Math.max(0, matching.length - limit) };
}
