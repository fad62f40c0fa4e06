import { FIELD_LIMITS } from "@shared/constants";
import type { BulkAnalysis, PostAnalysis, TagSuggestion } from "@shared/types";

const SOURCE_LABELS: Record<TagSuggestion["source"], string> = {
  site: "existing tag",
  vocabulary: "vocabulary",
  "key-phrase": "key phrase",
};

/** Where a suggestion came from, in the author's words; a model's answers carry no source of their own. */
export function sourceLabel(suggestion: TagSuggestion, engine: PostAnalysis["engine"]): string {
  return engine === "llm" ? "LLM" : SOURCE_LABELS[suggestion.source];
}

const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The post's tags followed by the accepted ones it lacks; the server compares tags case-insensitively too. */
export function mergeTags(existing: string[], accepted: string[]): string[] {
  const seen = new Set(existing.map(tagKey));
  const merged = [...existing];
  for (const tag of accepted) {
    if (seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    merged.push(tag);
  }
  return merged;
}

export const tooManyTags = (tags: string[]) => tags.length > FIELD_LIMITS.tagsPerPost;

export function bulkSummary(results: BulkAnalysis["results"]): string {
  const tagged = results.filter((result) => result.added.length > 0);
  const failed = results.filter((result) => result.error).length;
  const tags = tagged.reduce((sum, result) => sum + result.added.length, 0);
  const failures = failed ? ` ${failed} could not be analysed.` : "";
  if (results.length === 0) return "There are no posts to analyse.";
  if (tagged.length === 0) return `Nothing changed: no post got a new tag (${results.length} analysed).${failures}`;
  const posts = tagged.length === 1 ? "1 post" : `${tagged.length} posts`;
  return `${posts} of ${results.length} got new tags (${tags} in all).${failures}`;
}
