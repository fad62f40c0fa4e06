import { AGRITECH_VOCABULARY } from "./vocabulary";
import {
  buildCorpus,
  type Corpus,
  countPhraseIndexed,
  idf,
  indexTokens,
  pruned,
  sparseCosine,
  termFrequencies,
  tfidfVector,
  type TokenIndex,
  words,
} from "./text-analysis";

export interface TaggablePost {
  id: string;
  title: string;
  excerpt: string;
  markdown: string;
  tags: string[];
}

export interface TagSuggestion {
  tag: string;
  /** Higher is stronger; comparable within one post's suggestions. */
  score: number;
  /** The words in the post (or the similar posts) that led to this tag. */
  matched: string[];
  source: "site" | "vocabulary" | "key-phrase";
}

const FIELD_WEIGHTS = { title: 3, headings: 2, excerpt: 2, body: 1 } as const;
/** Existing tags keep the site's vocabulary consistent, so they win close calls. */
const SITE_TAG_BOOST = 3.0;
const SIMILAR_POSTS = 4;
const SIMILARITY_VOTE = 9;
const MIN_SCORE = 1.2;
const KEY_PHRASES = 2;
const VECTOR_TERMS = 600;

type Field = keyof typeof FIELD_WEIGHTS;

function fields(post: Pick<TaggablePost, "title" | "excerpt" | "markdown">): Record<Field, TokenIndex> {
  const headings = post.markdown
    .split("\n")
    .filter((line) => /^#{1,6}\s/.test(line))
    .join("\n");
  return {
    title: indexTokens(words(post.title)),
    headings: indexTokens(words(headings)),
    excerpt: indexTokens(words(post.excerpt)),
    body: indexTokens(words(post.markdown)),
  };
}

const fullText = (post: Pick<TaggablePost, "title" | "excerpt" | "markdown">) => `${post.title}\n${post.excerpt}\n${post.markdown}`;
const key = (tag: string) => tag.trim().toLowerCase();
const titleCase = (phrase: string) => phrase.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * Suggests tags for a post with no network and no model download: the site's own tags first, an
 * agritech vocabulary with synonyms (NDVI -> Remote Sensing, VRT -> Variable-Rate Application),
 * votes from the most similar posts by TF-IDF, and the post's own key phrases.
 */
export function createTagSuggester(sitePosts: TaggablePost[]) {
  const corpus: Corpus = buildCorpus(sitePosts.map(fullText));
  const vectors = new Map(sitePosts.map((post) => [post.id, pruned(tfidfVector(termFrequencies(fullText(post)), corpus), VECTOR_TERMS)]));
  // Each tag as the site spells it. A post's own tags are never suggested back to it, so a tag
  // only it carries makes no difference here.
  const siteTags = new Map<string, string>();
  for (const post of sitePosts) for (const tag of post.tags) if (!siteTags.has(key(tag))) siteTags.set(key(tag), tag);

  return {
    suggest(post: Omit<TaggablePost, "tags"> & { tags?: string[] }, limit = 5): TagSuggestion[] {
      const others = sitePosts.filter((other) => other.id !== post.id);

      const candidates = new Map<string, { tag: string; phrases: Set<string>; onSite: boolean }>();
      const addCandidate = (tag: string, phrases: string[]) => {
        const spelled = siteTags.get(key(tag)) ?? tag;
        const entry = candidates.get(key(tag)) ?? { tag: spelled, phrases: new Set<string>(), onSite: siteTags.has(key(tag)) };
        entry.phrases.add(key(tag));
        for (const phrase of phrases) entry.phrases.add(phrase);
        candidates.set(key(tag), entry);
      };
      for (const [tag, phrases] of Object.entries(AGRITECH_VOCABULARY)) addCandidate(tag, phrases);
      for (const tag of siteTags.values()) addCandidate(tag, []);

      const tokens = fields(post);
      const scores = new Map<string, TagSuggestion>();
      for (const [candidateKey, candidate] of candidates) {
        let score = 0;
        const matched = new Set<string>();
        for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
          let count = 0;
          for (const phrase of candidate.phrases) {
            const found = countPhraseIndexed(tokens[field], phrase);
            if (found) matched.add(phrase.replace(/\*$/, ""));
            count += found;
          }
          score += FIELD_WEIGHTS[field] * Math.log1p(count);
        }
        if (candidate.onSite) score *= SITE_TAG_BOOST;
        if (score > 0)
          scores.set(candidateKey, {
            tag: candidate.tag,
            score,
            matched: [...matched].slice(0, 5),
            source: candidate.onSite ? "site" : "vocabulary",
          });
      }

      // Posts that read alike tend to share tags: each of the nearest few votes for its own.
      const vector = vectors.get(post.id) ?? pruned(tfidfVector(termFrequencies(fullText(post)), corpus), VECTOR_TERMS);
      const nearest = others
        .map((other) => ({ other, similarity: sparseCosine(vector, vectors.get(other.id)!) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, SIMILAR_POSTS);
      for (const { other, similarity } of nearest) {
        for (const tag of other.tags) {
          const entry = scores.get(key(tag)) ?? { tag: siteTags.get(key(tag)) ?? tag, score: 0, matched: [], source: "site" as const };
          entry.score += SIMILARITY_VOTE * similarity;
          if (entry.matched.length < 5) entry.matched.push(`similar to "${other.title}"`);
          scores.set(key(tag), entry);
        }
      }

      const own = new Set((post.tags ?? []).map(key));
      const ranked = [...scores.entries()]
        .filter(([candidateKey, suggestion]) => !own.has(candidateKey) && suggestion.score >= MIN_SCORE)
        .map(([, suggestion]) => ({ ...suggestion, score: Math.round(suggestion.score * 100) / 100 }))
        .sort((a, b) => b.score - a.score || a.tag.localeCompare(b.tag));

      // The post's own most distinctive phrases, as new tags, after everything the site already knows.
      const covered = new Set(ranked.flatMap((suggestion) => [key(suggestion.tag), ...suggestion.matched.map(key)]));
      const phrases = [...termFrequencies(`${post.title}\n${post.title}\n${post.markdown}`)]
        .filter(([term, count]) => term.includes(" ") && count >= 2 && !covered.has(term))
        .map(([term, count]) => ({ term, weight: (1 + Math.log(count)) * idf(corpus, term) }))
        .sort((a, b) => b.weight - a.weight)
        .slice(0, KEY_PHRASES)
        .map(({ term, weight }) => ({
          tag: titleCase(term),
          score: Math.round((weight / 4) * 100) / 100,
          matched: [term],
          source: "key-phrase" as const,
        }));

      return [...ranked, ...phrases.filter((phrase) => !own.has(key(phrase.tag)))].slice(0, limit);
    },
  };
}

export type TagSuggester = ReturnType<typeof createTagSuggester>;
