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

export interface DeriveOptions {
  /** The post's maths choice: `$...$` typeset, or left as dollars. */
  maths?: boolean;
  /** Renders instead of this thread: the importer's thread, working ahead of the writes, with the item's maths choice. */
  render?: RenderMarkdown;
}

/**
 * Everything the server derives from the markdown on write, so reads never render. The markdown
 * pipeline loads with the first write, not with the server: a blog is read far more than written.
 */
export async function deriveContent(markdown: string, customExcerpt: string, { maths = false, render }: DeriveOptions = {}) {
  const rendered = render ? await render(markdown) : (await import("../../../shared/markdown")).renderMarkdown(markdown, { maths });
  const hasCustomExcerpt = customExcerpt.trim() !== "";
  return {
    markdown,
    maths,
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
