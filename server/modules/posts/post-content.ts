import { DEFAULT_CATEGORY } from "../../../shared/constants";
import type { RenderedMarkdown } from "../../../shared/markdown";
import type { CategoryRecord } from "../../store/repositories/posts.record";

/** Renders a post's markdown somewhere other than here: the importer's worker thread. */
export type RenderMarkdown = (markdown: string) => Promise<RenderedMarkdown>;

/** Trims tags and drops repeats that differ only in case, keeping the author's first spelling. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Everything the server derives from the markdown on write, so reads never render. The markdown
 * pipeline loads with the first write, not with the server: a blog is read far more than written.
 * `render`, when given, renders instead (the importer's thread, working ahead of the writes).
 */
export async function deriveContent(markdown: string, customExcerpt: string, render?: RenderMarkdown) {
  const rendered = render ? await render(markdown) : (await import("../../../shared/markdown")).renderMarkdown(markdown);
  const hasCustomExcerpt = customExcerpt.trim() !== "";
  return {
    markdown,
    html: rendered.html,
    plainText: rendered.text.replace(/\s+/g, " ").trim(),
    readTime: rendered.readTime,
    excerpt: hasCustomExcerpt ? customExcerpt.trim() : rendered.excerpt,
    hasCustomExcerpt,
  };
}

export function categoryOrDefault(category?: CategoryRecord): CategoryRecord {
  return category ?? { ...DEFAULT_CATEGORY };
}
