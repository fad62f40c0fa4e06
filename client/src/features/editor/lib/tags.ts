import { FIELD_LIMITS } from "@shared/constants";

export type TagRejection = "blank" | "duplicate" | "too-long" | "too-many";

export type AddTagResult = { added: true; tags: string[] } | { added: false; tags: string[]; reason: TagRejection };

/**
 * A tag is trimmed, and added only if it is not blank and not already there. The server
 * matches tags case-insensitively, so "Soil" and "soil" count as the same tag here too.
 */
export function addTag(tags: string[], input: string): AddTagResult {
  const tag = input.trim();
  if (!tag) return { added: false, tags, reason: "blank" };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { added: false, tags, reason: "duplicate" };
  if (tag.length > FIELD_LIMITS.tag) return { added: false, tags, reason: "too-long" };
  if (tags.length >= FIELD_LIMITS.tagsPerPost) return { added: false, tags, reason: "too-many" };
  return { added: true, tags: [...tags, tag] };
}

export const TAG_REJECTION_TEXT: Record<TagRejection, string> = {
  blank: "",
  duplicate: "That tag is already on this post.",
  "too-long": `A tag can be at most ${FIELD_LIMITS.tag} characters.`,
  "too-many": `A post can have at most ${FIELD_LIMITS.tagsPerPost} tags.`,
};
