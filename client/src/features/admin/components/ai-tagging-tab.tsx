import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAdminPosts } from "../api/get-admin-posts";
import { useAnalyzePost } from "../api/analyze-post";
import { useBulkAnalyze } from "../api/bulk-analyze";
import { isNotYetAvailable, LATER_UPDATE_MESSAGE } from "../lib/later-update";
import { inputClasses } from "./field";
import { Notice } from "./notice";
import { SectionCard } from "./section-card";

/** Missing endpoints get the "later update" note in place; real failures the spec's toast. */
function failureHandler(title: string, description: string) {
  return (error: unknown) => {
    if (isNotYetAvailable(error)) return;
    toast({ title, description, variant: "destructive" });
  };
}

function AnalyzeOneCard() {
  const posts = useAdminPosts();
  const [postId, setPostId] = useState("");
  const analyze = useAnalyzePost();
  const chosen = postId || posts.data?.[0]?.id || "";

  return (
    <SectionCard id="analyze-one-heading" title="Analyse one post" description="Suggest tags for a single post from its text.">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="analyze-post" className="text-sm font-medium text-stone-800">
            Post
          </label>
          <select
            id="analyze-post"
            className={inputClasses}
            value={chosen}
            onChange={(event) => setPostId(event.target.value)}
            disabled={!posts.data?.length}
          >
            {posts.isPending && <option value="">Loading posts...</option>}
            {posts.data?.length === 0 && <option value="">No posts yet</option>}
            {posts.data?.map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </select>
        </div>
        <Button
          onClick={() => analyze.mutate(chosen, { onError: failureHandler("Analysis Failed", "Failed to analyze post. Please try again.") })}
          disabled={!chosen || analyze.isPending}
        >
          {analyze.isPending ? "Analysing..." : "Analyze Post"}
        </Button>
      </div>
      {analyze.isError && isNotYetAvailable(analyze.error) && <Notice tone="later">{LATER_UPDATE_MESSAGE}</Notice>}
      {analyze.data && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-800">Suggested tags</h3>
          {analyze.data.suggestedTags.length === 0 ? (
            <p className="text-sm text-stone-600">No tags suggested for this post.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Suggested tags">
              {analyze.data.suggestedTags.map((tag) => (
                <li key={tag}>
                  <Badge variant="soft">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SectionCard>
  );
}

function BulkAnalysisCard() {
  const bulk = useBulkAnalyze();
  const results = bulk.data?.results;

  return (
    <SectionCard id="bulk-heading" title="Bulk analysis" description="Suggest and apply tags for every post at once.">
      <Button
        onClick={() => bulk.mutate(undefined, { onError: failureHandler("Bulk Analysis Failed", "Failed to perform bulk analysis. Please try again.") })}
        disabled={bulk.isPending}
      >
        {bulk.isPending ? "Analysing..." : "Analyze All Posts"}
      </Button>
      {bulk.isError && isNotYetAvailable(bulk.error) && <Notice tone="later">{LATER_UPDATE_MESSAGE}</Notice>}
      {results && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-800">Results ({results.length})</h3>
          {/* A long run stays inside the card: the list scrolls at a fixed maximum height. */}
          <ul className="max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200" tabIndex={0} aria-label="Bulk analysis results">
            {results.map((result, index) => (
              <li key={`${result.title}-${index}`} className="px-3 py-2 text-sm">
                <span className="font-medium text-stone-900">{result.title}</span>
                {result.error && <span className="block text-red-800">{result.error}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}

export function AiTaggingTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AnalyzeOneCard />
      <BulkAnalysisCard />
    </div>
  );
}
