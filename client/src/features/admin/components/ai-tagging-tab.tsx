import { AnalyzePostCard } from "./analyze-post-card";
import { BulkAnalysisCard } from "./bulk-analysis-card";

/** Analyse a single post, or run a bulk analysis over every post. */
export function AiTaggingTab({ onContentChanged }: { onContentChanged?: () => unknown }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <AnalyzePostCard onContentChanged={onContentChanged} />
      <BulkAnalysisCard onContentChanged={onContentChanged} />
    </div>
  );
}
