import type { TocItem } from "./types";

/** The spec's table-of-contents id rule: lowercase, punctuation dropped, spaces to hyphens, collapsed. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out heading ids in document order, suffixing -1, -2 ... on repeats, as GitHub does. */
export function createHeadingSlugger() {
  const occurrences = new Map<string, number>();
  return (text: string): string => {
    const base = headingSlug(text) || "section";
    let id = base;
    while (occurrences.has(id)) {
      const next = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, next);
      id = `${base}-${next}`;
    }
    occurrences.set(id, 0);
    return id;
  };
}

export interface HeadingLike {
  level: number;
  text: string;
  id?: string | null;
}

/** Builds the table of contents; a heading keeps its own id, otherwise gets the slug rule's. */
export function buildToc(headings: HeadingLike[]): TocItem[] {
  const nextId = createHeadingSlugger();
  return headings
    .filter((heading) => heading.level >= 1 && heading.level <= 6 && heading.text.trim() !== "")
    .map((heading) => ({
      id: heading.id || nextId(heading.text),
      text: heading.text.trim(),
      level: heading.level as TocItem["level"],
    }));
}
