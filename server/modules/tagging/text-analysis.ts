/** Small, dependency-free text tools for the tag suggester: tokens, phrases, TF-IDF. */

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours one two three first second new use used using get gets got make makes made may might must much many every well even still yet way ways per via within without however across around thing things lot lots really quite rather often usually always never less least like just part parts take takes need needs want wants know knows see seen look looks go goes going come comes good better best bad worse year years day days time times`.split(
    /\s+/,
  ),
);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** Words of two letters or more, hyphenated compounds kept whole ("variable-rate", "sentinel-2"). */
export function words(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

const isContentWord = (word: string) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word);

/** Content words plus two-word phrases made of content words: the units TF-IDF ranks. */
function terms(text: string): string[] {
  const tokens = words(text);
  const result: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index];
    if (!isContentWord(word)) continue;
    result.push(word);
    const next = tokens[index + 1];
    if (next && isContentWord(next)) result.push(`${word} ${next}`);
  }
  return result;
}

export function termFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

export interface Corpus {
  documents: number;
  /** In how many documents each term occurs. */
  documentFrequency: Map<string, number>;
}

export function buildCorpus(texts: string[]): Corpus {
  const documentFrequency = new Map<string, number>();
  for (const text of texts) for (const term of new Set(terms(text))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  return { documents: texts.length, documentFrequency };
}

export function idf(corpus: Corpus, term: string): number {
  return Math.log((1 + corpus.documents) / (1 + (corpus.documentFrequency.get(term) ?? 0))) + 1;
}

export function tfidfVector(frequencies: Map<string, number>, corpus: Corpus): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [term, count] of frequencies) vector.set(term, (1 + Math.log(count)) * idf(corpus, term));
  return vector;
}

export interface SparseVector {
  weights: Map<string, number>;
  norm: number;
}

/** Keeps a document's strongest terms only: similarity barely changes and costs a fraction. */
export function pruned(vector: Map<string, number>, keep: number): SparseVector {
  const weights = new Map([...vector].sort((a, b) => b[1] - a[1]).slice(0, keep));
  let sum = 0;
  for (const weight of weights.values()) sum += weight * weight;
  return { weights, norm: Math.sqrt(sum) };
}

export function sparseCosine(a: SparseVector, b: SparseVector): number {
  if (!a.norm || !b.norm) return 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small.weights) {
    const other = large.weights.get(term);
    if (other) dot += weight * other;
  }
  return dot / (a.norm * b.norm);
}

/** Where each word occurs in a text, so a phrase is found without scanning every word. */
export interface TokenIndex {
  tokens: string[];
  positions: Map<string, number[]>;
}

export function indexTokens(tokens: string[]): TokenIndex {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    const list = positions.get(token);
    if (list) list.push(index);
    else positions.set(token, [index]);
  });
  return { tokens, positions };
}

/** Counts whole-word occurrences of a phrase; a trailing "*" matches any word starting with it. */
export function countPhraseIndexed(index: TokenIndex, phrase: string): number {
  const prefix = phrase.endsWith("*");
  const parts = words(prefix ? phrase.slice(0, -1) : phrase);
  if (parts.length === 0) return 0;
  const matchesAt = (part: string, token: string | undefined, last: boolean) =>
    token === part || (prefix && last && token !== undefined && token.startsWith(part));
  let starts: number[];
  if (parts.length === 1 && prefix) {
    starts = [];
    for (const [token, list] of index.positions) if (token.startsWith(parts[0])) starts.push(...list);
  } else {
    starts = index.positions.get(parts[0]) ?? [];
  }
  let count = 0;
  for (const start of starts) {
    let matches = true;
    for (let offset = 1; offset < parts.length; offset++) {
      if (!matchesAt(parts[offset], index.tokens[start + offset], offset === parts.length - 1)) {
        matches = false;
        break;
      }
    }
    if (matches) count++;
  }
  return count;
}
