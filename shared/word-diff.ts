import { diffWords } from "diff";
import { countRuns } from "./text-runs";

export type DiffKind = "same" | "added" | "removed";

export interface DiffSegment {
  kind: DiffKind;
  text: string;
}

export interface WordChanges {
  /** Words in the added text. */
  added: number;
  /** Words in the removed text. */
  removed: number;
}

export interface WordDiff extends WordChanges {
  /**
   * In reading order. The "same" and "added" texts joined give the new text; the "same" and
   * "removed" ones give the old text's words, with the new text's spacing: a change of whitespace
   * alone (a line break, a paragraph split) is no change of words.
   */
  segments: DiffSegment[];
}

/**
 * Past this many edits between two texts, the changed stretch is shown as one removal and one
 * addition: an exact word diff of two unrelated long texts costs seconds, and reads no better.
 */
const MAX_EDIT_LENGTH = 1000;

const LETTER_OR_DIGIT_AT = /[\p{L}\p{N}]/uy;
const SPACE = /\s/;
const isAsciiLetterOrDigit = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Letters and digits runs: punctuation and markdown marks are part of a diff, but not words. A new post's revision counts all of its thousands. */
export const countWords = (text: string): number => countRuns(text, isAsciiLetterOrDigit, LETTER_OR_DIGIT_AT);

/**
 * The shared start and end of two texts, cut back to whitespace so no word is split. Most saves
 * change a few words in a long body; leaving the untouched rest out keeps the diff cheap.
 */
function commonEnds(before: string, after: string): { prefix: number; suffix: number } {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++;
  if (prefix === before.length && prefix === after.length) return { prefix, suffix: 0 };
  while (prefix > 0 && !SPACE.test(before[prefix - 1])) prefix--;

  const room = shorter - prefix;
  let suffix = 0;
  while (suffix < room && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  while (suffix > 0 && !SPACE.test(before[before.length - suffix])) suffix--;
  return { prefix, suffix };
}

function middleSegments(before: string, after: string): DiffSegment[] {
  if (before === "" || after === "") {
    return [...(before ? [{ kind: "removed" as const, text: before }] : []), ...(after ? [{ kind: "added" as const, text: after }] : [])];
  }
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes)
    return [
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ];
  return changes.map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

/** A word-level diff of two texts, with how many words each side gained and lost. */
export function wordDiff(before: string, after: string): WordDiff {
  const { prefix, suffix } = commonEnds(before, after);
  const raw: DiffSegment[] = [
    { kind: "same", text: before.slice(0, prefix) },
    ...middleSegments(before.slice(prefix, before.length - suffix), after.slice(prefix, after.length - suffix)),
    { kind: "same", text: after.slice(after.length - suffix) },
  ];
  const segments: DiffSegment[] = [];
  for (const segment of raw) {
    if (segment.text === "") continue;
    const last = segments.at(-1);
    if (last?.kind === segment.kind) last.text += segment.text;
    else segments.push({ ...segment });
  }
  let added = 0;
  let removed = 0;
  for (const segment of segments) {
    if (segment.kind === "added") added += countWords(segment.text);
    else if (segment.kind === "removed") removed += countWords(segment.text);
  }
  return { segments, added, removed };
}

/** Only the counts, for a revision list. */
export function countWordChanges(before: string, after: string): WordChanges {
  const { added, removed } = wordDiff(before, after);
  return { added, removed };
}
