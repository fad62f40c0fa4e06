import { useState } from "react";
import type { BulkAnalysis } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/field";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useBulkAnalyze } from "../api/bulk-analyze";
import { bulkSummary } from "../lib/tag-suggestions";
import { Notice } from "@/components/ui/notice";

const BULK_ANALYSIS_FAILED = { title: "Bulk Analysis Failed", description: "Failed to perform bulk analysis. Please try again." };

type BulkResult = BulkAnalysis["results"][number];

function TagList({ label, tags, variant }: { label: string; tags: string[]; variant: "default" | "outline" }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-muted-foreground">{label}:</span>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant={variant}>{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultRow({ result }: { result: BulkResult }) {
  const added = new Set(result.added);
  const notAdded = result.suggestedTags.filter((tag) => !added.has(tag));
  return (
    <li className="space-y-1.5 px-3 py-2 text-sm">
      <span className="block font-medium text-foreground">{result.title}</span>
      <TagList label="Added" tags={result.added} variant="default" />
      <TagList label="Suggested, not added" tags={notAdded} variant="outline" />
      {!result.error && result.suggestedTags.length === 0 && <span className="block text-xs text-muted-foreground">No suggestions.</span>}
      {result.error && <span className="block text-destructive-strong">{result.error}</span>}
    </li>
  );
}

export function BulkAnalysisCard({ onContentChanged }: { onContentChanged?: () => unknown }) {
  const [includeTagged, setIncludeTagged] = useState(false);
  const bulk = useBulkAnalyze(onContentChanged);
  const results = bulk.data?.results;

  const run = () => bulk.mutate({ includeTagged }, { onError: () => toast({ ...BULK_ANALYSIS_FAILED, variant: "destructive" }) });

  return (
    <SectionCard
      id="bulk-heading"
      title="Bulk analysis"
      description="Suggest tags for every post and add them to the posts that have none."
    >
      <div className="space-y-1">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
          <Checkbox checked={includeTagged} onChange={(event) => setIncludeTagged(event.target.checked)} />
          Also suggest for posts that already have tags
        </label>
        <p className="text-xs text-muted-foreground">
          {includeTagged
            ? "Suggestions are added next to the tags a post has, once: a post tagged by an earlier run waits until it is edited."
            : "Posts that already have tags are left as they are."}
        </p>
      </div>
      <Button onClick={run} disabled={bulk.isPending}>
        {bulk.isPending ? "Analysing..." : "Analyze All Posts"}
      </Button>
      {bulk.isPending && <Spinner label="Analysing every post..." showLabel className="py-4" />}
      {results && !bulk.isPending && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-emphasis">Results ({results.length})</h3>
          <Notice tone={results.some((result) => result.added.length > 0) ? "success" : "info"}>{bulkSummary(results)}</Notice>
          {results.length > 0 && (
            // A long run stays inside the card: the list scrolls at a fixed maximum height, and
            // takes keyboard focus so it can be scrolled without a mouse.
            <ul
              className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border"
              tabIndex={0}
              aria-label="Bulk analysis results"
            >
              {results.map((result, index) => (
                <ResultRow key={`${result.id}-${index}`} result={result} />
              ))}
            </ul>
          )}
        </div>
      )}
    </SectionCard>
  );
}
