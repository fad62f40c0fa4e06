import { withinEdits } from "./edit-distance";
import { queryWords } from "./words";

/**
 * The words an engine's index has seen, read by the typo rules below. Every read is one lookup
 * or range read on the word list's own indexes; none touches the posts.
 */
export interface Vocabulary {
  has(word: string): Promise<boolean>;
  hasWordStartingWith(prefix: string): Promise<boolean>;
  /** The words starting with `letter` that are `shortest` to `longest` letters long. */
  wordsWithFirstLetter(letter: string, shortest: number, longest: number): Promise<string[]>;
  /** The words ending with `letter` that are `shortest` to `longest` letters long. */
  wordsWithLastLetter(letter: string, shortest: number, longest: number): Promise<string[]>;
  /** At most `max` of the words starting with `prefix`, shortest first. */
  wordsStartingWith(prefix: string, max: number): Promise<string[]>;
}

/** A query word and the indexed words that count as a match for it. */
export interface PlannedWord {
  word: string;
  /** The last word, 3 letters or more: the reader may still be typing it, so its start may match. */
  typing: boolean;
  /** Indexed words a typo or two away; for a typed word, when asked, the indexed words it starts. */
  alternatives: string[];
}

/** Past this many, more alternatives only slow the query down and blur the ranking. */
export const NEAR_WORDS_MAX = 20;

/**
 * Words nearly every post holds: they rank nothing and cost the most to match (every post's
 * entry is read), so a query that has other words leaves them out.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "is",
  "it",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

const withoutStopWords = (words: string[]) => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
};

/** Short words have too many neighbours to guess from; long ones are often misspelt twice. */
const editBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Indexed words within `edits` of `word`. One typo leaves the first or the last letter in place,
 * so the candidates are the words sharing either, read by range, then measured (two typos that
 * change both are not found).
 */
async function wordsWithinEdits(vocabulary: Vocabulary, word: string, edits: number): Promise<string[]> {
  const shortest = word.length - edits;
  const longest = word.length + edits;
  const [sameStart, sameEnd] = await Promise.all([
    vocabulary.wordsWithFirstLetter(word[0], shortest, longest),
    vocabulary.wordsWithLastLetter(word.at(-1)!, shortest, longest),
  ]);
  const near: string[] = [];
  for (const candidate of new Set([...sameStart, ...sameEnd])) {
    if (withinEdits(word, candidate, edits)) near.push(candidate);
    if (near.length >= NEAR_WORDS_MAX) break;
  }
  return near;
}

/** Indexed words a typo or two away from a word the index does not hold. */
async function nearWords(vocabulary: Vocabulary, word: string, typing: boolean): Promise<string[]> {
  const edits = editBudget(word);
  if (edits === 0 || (await vocabulary.has(word))) return [];
  // A word still being typed that starts some indexed word is not a typo yet.
  if (typing && (await vocabulary.hasWordStartingWith(word))) return [];
  return wordsWithinEdits(vocabulary, word, edits);
}

/** For an index that cannot match the start of a word by itself: the words the typed start completes, else its typos. */
async function completions(vocabulary: Vocabulary, word: string): Promise<string[]> {
  const completed = await vocabulary.wordsStartingWith(word, NEAR_WORDS_MAX);
  if (completed.length > 0) return completed;
  const edits = editBudget(word);
  return edits === 0 ? [] : wordsWithinEdits(vocabulary, word, edits);
}

export interface PlanOptions {
  /**
   * Spell out the words the typed last word starts (MongoDB's text index matches whole words
   * only). Without it the engine matches that word's start itself (FTS5's prefix query).
   */
  completeTypedWord?: boolean;
}

/**
 * What a query asks the index for: its words minus stop words, each with the indexed words that
 * may stand in for it. Empty when the query has no words. Words are looked up side by side.
 */
export async function planQuery(vocabulary: Vocabulary, query: string, options: PlanOptions = {}): Promise<PlannedWord[]> {
  // A word said twice asks nothing more of the index, but costs it a second intersection.
  const words = [...new Set(withoutStopWords(queryWords(query)))];
  return Promise.all(
    words.map(async (word, index) => {
      const typing = index === words.length - 1 && word.length >= 3;
      const alternatives =
        typing && options.completeTypedWord ? await completions(vocabulary, word) : await nearWords(vocabulary, word, typing);
      return { word, typing, alternatives };
    }),
  );
}
