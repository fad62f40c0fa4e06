/**
 * Issue 6's figures: offline tag suggestion time per post and for a bulk run over 1,000 posts,
 * and leave-one-out precision and recall of the top 3 over the sample articles.
 */
import { createTagSuggester, type TaggablePost } from "../server/modules/tagging/suggester";
import { readSamplePostMarkdown, samplePosts } from "../server/seed/sample-content";

const samples: TaggablePost[] = samplePosts
  .filter((post) => post.isPublished)
  .map((post) => ({
    id: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    markdown: readSamplePostMarkdown(post.slug),
    tags: post.tags,
  }));

let hits = 0;
let suggested = 0;
let actual = 0;
for (const post of samples) {
  const top = createTagSuggester(samples.filter((other) => other.id !== post.id)).suggest({ ...post, tags: [] }, 3);
  const truth = new Set(post.tags.map((tag) => tag.toLowerCase()));
  hits += top.filter((suggestion) => truth.has(suggestion.tag.toLowerCase())).length;
  suggested += top.length;
  actual += post.tags.length;
}
console.log(
  `Leave-one-out over ${samples.length} sample articles: precision@3 ${(hits / suggested).toFixed(3)}, recall@3 ${(hits / actual).toFixed(3)}`,
);

const site: TaggablePost[] = Array.from({ length: 1000 }, (_, index) => {
  const sample = samples[index % samples.length];
  return { ...sample, id: `post-${index}`, title: `${sample.title} (${index})`, tags: index % 3 === 0 ? [] : sample.tags };
});

let started = performance.now();
const suggester = createTagSuggester(site);
const buildMs = performance.now() - started;
const perPost: number[] = [];
started = performance.now();
for (const post of site) {
  const before = performance.now();
  suggester.suggest(post, 3);
  perPost.push(performance.now() - before);
}
const bulkMs = performance.now() - started;
perPost.sort((a, b) => a - b);
console.log(`1,000 posts: index built in ${buildMs.toFixed(0)} ms; bulk suggestion run ${(bulkMs / 1000).toFixed(2)} s`);
console.log(`Per post: p50 ${perPost[500].toFixed(2)} ms, p95 ${perPost[950].toFixed(2)} ms, max ${perPost[999].toFixed(2)} ms`);
