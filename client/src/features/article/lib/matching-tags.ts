/** The related post's tags that the current post also has (case-insensitive, as tags match everywhere). */
export function matchingTags(tags: string[], currentTags: string[]): string[] {
  const current = new Set(currentTags.map((tag) => tag.trim().toLowerCase()));
  return tags.filter((tag) => current.has(tag.trim().toLowerCase()));
}
