/** The first `max` tags a card shows, and how many it leaves out (the '+N more' badge). */
export function visibleTags(tags: readonly string[], max: number): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}
