import type { SearchablePost } from "../repositories/posts.record";

/** The words of a text as the indexes' tokenizers see them: lower case, accents dropped. */
export function queryWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Each distinct word a reader could find the post by. */
export function postWords(post: Partial<SearchablePost>): Set<string> {
  return new Set(queryWords([post.title, post.excerpt, ...(post.tags ?? []), post.plainText].join(" ")));
}

/** A word's letters in reverse: a range over these finds the words ending in given letters. */
export const spelledBackwards = (word: string) => [...word].reverse().join("");
