import { queryWords } from "../search/words";

/** The Latin letters with accents (Latin-1 Supplement to Extended-B, and Latin Extended Additional). */
const ACCENTED_RANGES = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
] as const;

/**
 * Characters that belong inside a word: digits, and Latin (accented or not), Greek and Cyrillic
 * letters. Listed rather than written \p{L}, which MongoDB does not document for its regex engine.
 */
const WORD_CHARACTERS = `0-9A-Za-z${ACCENTED_RANGES.map(([from, to]) => `${String.fromCharCode(from)}-${String.fromCharCode(to)}`).join("")}\u0370-\u03ff\u0400-\u04ff`;
const WORD_START = `(?:^|[^${WORD_CHARACTERS}])`;

/**
 * For each plain letter, the accented letters the tokenizer reads as it ("e": "ÈÉÊË...èéêë..."):
 * query words come without accents, the stored text keeps them. Both cases are listed, since
 * case-insensitive matching beyond ASCII is not promised either.
 */
const ACCENTED_FORMS = (() => {
  const forms = new Map<string, string>();
  for (const [from, to] of ACCENTED_RANGES) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCharCode(code);
      const plain = queryWords(letter);
      if (plain.length === 1 && plain[0].length === 1 && plain[0] !== letter) forms.set(plain[0], (forms.get(plain[0]) ?? "") + letter);
    }
  }
  return forms;
})();

const escaped = (character: string) => character.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");

const letterPattern = (letter: string) => {
  const forms = ACCENTED_FORMS.get(letter);
  return forms ? `[${escaped(letter)}${forms}]` : escaped(letter);
};

/**
 * A regular expression (for MongoDB's $regex with the "i" option) that matches a text in which a
 * word starts with one of `words`, given as queryWords gives them: lower case, accents dropped.
 */
export function wordStartPattern(words: readonly string[]): string {
  return `${WORD_START}(?:${words.map((word) => [...word].map(letterPattern).join("")).join("|")})`;
}
